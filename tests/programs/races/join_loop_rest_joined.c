/* The join loop stops one short, but the last worker is joined right after
 * it: every worker is over when main reads the total. The extra join uses
 * the id array too, so Racer does not take the short loop to leave a worker
 * running (no certain race); proving the program race-free would need the
 * two joins together. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may total A B
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
  for (int i = 0; i < n - 1; i++)
    pthread_join(tids[i], 0);
  pthread_join(tids[n - 1], 0);
  return total; /* @B */
}
