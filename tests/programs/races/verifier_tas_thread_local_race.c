/* SV-COMP's test-and-set lock, but the lock word is thread-local: every
 * thread has its own `m`, so both workers pass the acquire and update the
 * counter at once. A lock word must be one object all threads share (twin:
 * verifier_tas_lock). Found by review. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must counter A A
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
extern void abort(void);
void assume_abort_if_not(int cond) { if (!cond) abort(); }
__thread int m = 0;
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
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return counter;
}
