/* Main hands each worker a slot taken from a bitmap of free slots, but
 * halves the bit's position: the first two workers both get slot 0 and
 * write it unlocked. Racer runs main's create loop by itself (the workers
 * may start after it) to get each iteration's argument, follows it into the
 * worker, and finds two instances writing the same slot: a certain race. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must slots A A
#include <pthread.h>
#include <strings.h>
extern int __VERIFIER_nondet_int(void);
int free_mask = -1;
pthread_mutex_t mask_lock = PTHREAD_MUTEX_INITIALIZER;
int slots[16];
void *worker(void *arg) {
  int j = (int)(long)arg;
  slots[j] = __VERIFIER_nondet_int(); /* @A */
  pthread_mutex_lock(&mask_lock);
  free_mask |= 1 << j;
  pthread_mutex_unlock(&mask_lock);
  return 0;
}
int main(void) {
  pthread_t tids[16];
  for (int i = 0; i < 16; i++) {
    pthread_mutex_lock(&mask_lock);
    int j = (ffs(free_mask) - 1) / 2;
    free_mask &= ~(1 << j);
    pthread_mutex_unlock(&mask_lock);
    pthread_create(&tids[i], 0, worker, (void *)(long)j);
  }
  for (int i = 0; i < 16; i++)
    pthread_join(tids[i], 0);
  return 0;
}
