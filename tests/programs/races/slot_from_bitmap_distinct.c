/* As slot_from_bitmap_race.c, but each worker gets the bit's own position:
 * a slot is handed out again only after its worker has written it and
 * returned it to the bitmap under the lock, so there is no race. Running
 * main's loop by itself gives every worker a slot of its own, which proves
 * nothing either way (the workers may return slots sooner): unknown, never
 * a race. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
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
