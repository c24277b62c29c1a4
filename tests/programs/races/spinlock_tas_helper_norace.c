/* A test-and-set spinlock whose acquire attempt is a small helper with a
 * body: `while (!try_acquire()) ;`. The GCC builtins make it a correct lock,
 * so the counter updates are excluded: no race. The spin goes through a call
 * with a body, which the active-waiting detector rejects, so the race on
 * `counter` is reported as certain. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
int lk;
int counter;
static int try_acquire(void) { return __sync_lock_test_and_set(&lk, 1) == 0; }
static void release(void) { __sync_lock_release(&lk); }
void *worker(void *arg) {
  while (!try_acquire())
    ;
  counter++;
  release();
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return counter;
}
