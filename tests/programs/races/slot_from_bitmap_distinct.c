/* As slot_from_bitmap_race.c, but each worker gets the bit's own position:
 * a slot is handed out again only after its worker has written it and
 * returned it to the bitmap under the lock, so there is no race (a token
 * pool: docs/engines.md, "Token pools"). */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
#include <strings.h>
extern int __VERIFIER_nondet_int(void);
int free_mask = -1;
pthread_mutex_t mask_lock = PTHREAD_MUTEX_INITIALIZER;
int slots[16];
void *worker(void *arg) {
  int j = (int)(long)arg;
  slots[j] = __VERIFIER_nondet_int();
  pthread_mutex_lock(&mask_lock);
  free_mask |= 1 << j;
  pthread_mutex_unlock(&mask_lock);
  return 0;
}
int main(void) {
  pthread_t tids[16];
  for (int i = 0; i < 16; i++) {
    pthread_mutex_lock(&mask_lock);
    int j = ffs(free_mask) - 1;
    free_mask &= ~(1 << j);
    pthread_mutex_unlock(&mask_lock);
    pthread_create(&tids[i], 0, worker, (void *)(long)j);
  }
  for (int i = 0; i < 16; i++)
    pthread_join(tids[i], 0);
  return 0;
}
