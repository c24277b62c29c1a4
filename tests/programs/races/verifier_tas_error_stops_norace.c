/* SV-COMP's test-and-set lock with the guard written through the task's
 * own reach_error(), which fails an assertion (__assert_fail never
 * returns): a worker passes the acquire only when the lock is free, so
 * the counter updates are protected (twin: verifier_tas_error_returns_race). */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: counter
#include <pthread.h>
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "tas.c", 10, "reach_error"); }
int m = 0;
int counter;
void __VERIFIER_atomic_acquire(void) {
  if (m != 0) reach_error();
  m = 1;
}
void __VERIFIER_atomic_release(void) { m = 0; }
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
