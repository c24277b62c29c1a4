/* Main probes only when init succeeds, and init always does (it returns 0).
 * The syntactic backends do not evaluate the test, so the unguarded write
 * in the probe is not certain for them; Eva's over run finds the test always
 * true, the under run's model leaves its other way out, and the race is
 * certain. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE-SYNTACTIC: may shared A B
// RACE-ALIAS: may shared A B
// RACE-EVA: may shared A B
// Checks the static analysis alone: the witness search (docs/witnesses.md)
// would show the race.
// OPTS: -racer-witness-steps 0
// With the Eva backend the race is possible only: Eva's values certify no race
// (docs/engines.md, "Certain races"); the witness search shows it.
#include <pthread.h>
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int shared;
pthread_t t1;
void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  shared = 1; /* @A */
  pthread_mutex_unlock(&lock);
  return 0;
}
int init(void) { return 0; }
void probe(void) {
  pthread_create(&t1, 0, worker, 0);
  shared = 3; /* @B */
}
int main(void) {
  if (init() == 0)
    probe();
  return 0;
}
