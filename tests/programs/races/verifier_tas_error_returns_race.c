/* An SV-COMP-style test-and-set lock whose acquire gives up through
 * reach_error() when the lock is taken. This program's reach_error only
 * logs and returns: the guard stops nothing, so two workers may both pass
 * the acquire and update the counter at once. Racer must not take the
 * atomic functions for a lock (twin: verifier_tas_error_stops_norace). */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must counter A A
#include <pthread.h>
#include <stdio.h>
int m = 0;
int counter;
void reach_error(void) { printf("lock taken\n"); }
void __VERIFIER_atomic_acquire(void) {
  if (m != 0) reach_error();
  m = 1;
}
void __VERIFIER_atomic_release(void) { m = 0; }
void *worker(void *arg) {
  __VERIFIER_atomic_acquire();
  counter = counter + 1; /* @A */
  __VERIFIER_atomic_release();
  return arg;
}
int main(void) {
  pthread_t t;
  while (1) pthread_create(&t, 0, worker, 0);
  return 0;
}
