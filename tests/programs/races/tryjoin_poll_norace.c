/* A thread blocked before its access by something Racer does not model:
 * main polls pthread_tryjoin_np (GNU, no body, not in the models) with
 * sched_yield until the worker has ended, then reads `result`. A successful
 * tryjoin is a join: the worker's write happens before main's read. Racer
 * keeps the worker running (no join seen) and the loop is not taken for
 * active waiting (a body-less call other than a yield), so the race is
 * called certain. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <sched.h>
extern int pthread_tryjoin_np(pthread_t thread, void **retval);
int result;
void *worker(void *arg) {
  result = 42;
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  while (pthread_tryjoin_np(t, 0) != 0)
    sched_yield();
  return result;
}
