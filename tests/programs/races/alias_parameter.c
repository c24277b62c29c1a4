/* Aliases through a function parameter: both threads add to the counter
 * through add()'s pointer parameter, one under the lock, one without. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: race
// RACE-ALIAS: must counter A A
// RACE-EVA: may counter A A
// Checks the static analysis alone: the witness search (docs/witnesses.md)
// would show the race.
// OPTS: -racer-witness-steps 0
// With the Eva backend the race is possible only: Eva's values certify no race
// (docs/engines.md, "Certain races"); the witness search shows it.
#include <pthread.h>
int counter;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void add(int *p, int v) { *p += v; /* @A */ }
void *locked(void *arg) {
  pthread_mutex_lock(&m);
  add(&counter, 1);
  pthread_mutex_unlock(&m);
  return arg;
}
void *unlocked(void *arg) {
  add(&counter, 2);
  return arg;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, locked, 0);
  pthread_create(&t2, 0, unlocked, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return counter;
}
