/* The join loop takes every other worker (j += 2): when main creates two or
 * more, the second is never joined and may still add to the total while
 * main reads it. The number of workers is an input whose only constraints
 * let it be 2, so such an execution exists: a certain race. */
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
  pthread_mutex_lock(&m);
  total += (int)(long)arg; /* @A */
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t tids[64];
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 64) abort(); /* an assumption */
  for (int i = 0; i < n; i++)
    pthread_create(&tids[i], 0, worker, (void *)(long)i);
  for (int i = 0; i < n; i += 2)
    pthread_join(tids[i], 0);
  return total; /* @B */
}
