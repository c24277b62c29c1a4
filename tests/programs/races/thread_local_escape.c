/* Main hands the address of its own copy of a thread-local to a worker,
 * then both write it: the thread-local escaped, so the writes race. Which
 * thread's copy a pointer reaches is not tracked: the race is reported as
 * possible only. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may slot A B
// Checks the static analysis alone: the witness search (docs/witnesses.md)
// would show the race.
// OPTS: -machdep gcc_x86_64 -racer-witness-steps 0
#include <pthread.h>
__thread int slot;
void *worker(void *arg) {
  int *p = arg;
  *p = 2; /* @B */
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, &slot);
  slot = 1; /* @A */
  pthread_join(t, 0);
  return 0;
}
