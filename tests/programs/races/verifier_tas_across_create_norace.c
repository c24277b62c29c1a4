/* Lock history with SV-COMP's test-and-set lock (atomic functions that
 * Racer recognises as a lock on `lk`): main acquires it before creating the
 * worker and releases it after writing `balance`; the worker acquires and
 * releases it before its update. The worker's acquire can only succeed
 * after main's release: no race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
extern void abort(void);
void assume_abort_if_not(int cond) { if (!cond) abort(); }
int lk = 0;
int balance;
void __VERIFIER_atomic_acquire(void) {
  assume_abort_if_not(lk == 0);
  lk = 1;
}
void __VERIFIER_atomic_release(void) {
  assume_abort_if_not(lk == 1);
  lk = 0;
}
void *worker(void *arg) {
  __VERIFIER_atomic_acquire();
  __VERIFIER_atomic_release();
  balance += 10;
  return arg;
}
int main(void) {
  pthread_t t;
  __VERIFIER_atomic_acquire();
  pthread_create(&t, 0, worker, 0);
  balance = 100;
  __VERIFIER_atomic_release();
  pthread_join(t, 0);
  return balance;
}
