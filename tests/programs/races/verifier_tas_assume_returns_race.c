/* A test-and-set lock whose acquire "assumes" the lock is free, but this
 * program's assume_abort_if_not only counts failures and returns: both
 * workers may pass it and update the counter at once. The name is
 * SV-COMP's; the body is not (twin: verifier_tas_lock, whose
 * assume_abort_if_not aborts). */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must counter A A
#include <pthread.h>
int failures;
void assume_abort_if_not(int cond) { if (!cond) failures++; }
int m = 0;
int counter;
void __VERIFIER_atomic_acquire(void) {
  assume_abort_if_not(m == 0);
  m = 1;
}
void __VERIFIER_atomic_release(void) {
  assume_abort_if_not(m == 1);
  m = 0;
}
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
