/* SV-COMP's test-and-set lock: atomic functions that wait for m == 0 then
 * set it, and clear it. Racer recognises them as a lock on m, so the
 * counter updates between them are protected. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: counter
#include <pthread.h>
extern void abort(void);
void assume_abort_if_not(int cond) { if (!cond) abort(); }
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
  counter = counter + 1;
  __VERIFIER_atomic_release();
  return arg;
}
int main(void) {
  pthread_t t;
  while (1) pthread_create(&t, 0, worker, 0);
  return 0;
}
