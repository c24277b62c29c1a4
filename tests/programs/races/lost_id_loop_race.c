/* The create loop's first worker has its id in tids[0], which the extra
 * create right after the loop overwrites: the join loop ends the extra
 * worker and all others but that first one, which may still add to the
 * total while main reads it: a certain race. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must total A B
#include <pthread.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  total++; /* @A */
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 64) abort(); /* an assumption */
  pthread_t tids[64];
  for (int i = 0; i < n; i++)
    pthread_create(&tids[i], 0, worker, 0);
  pthread_create(&tids[0], 0, worker, 0);
  for (int i = 0; i < n; i++)
    pthread_join(tids[i], 0);
  return total; /* @B */
}
