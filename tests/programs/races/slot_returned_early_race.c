/* Each worker gets a free slot from a bitmap but gives the slot back before
 * it writes it: when the first worker has given slot 0 back, main hands
 * slot 0 to the next worker, and both write it. Racer runs main's create
 * loop with each new worker going first up to its write (it holds no lock
 * there, main holds none at the create), and finds two workers writing the
 * same slot: a certain race. */
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
  pthread_mutex_lock(&mask_lock);
  free_mask |= 1 << j;
  pthread_mutex_unlock(&mask_lock);
  slots[j] = __VERIFIER_nondet_int(); /* @A */
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
