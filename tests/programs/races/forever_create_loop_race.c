/* A server that starts a worker per request for ever: `while (1)` with no
 * way out repeats its create, so two workers exist at once and their
 * unguarded updates of `served` race. The front end marks a loop with no
 * leading test and no break, return or goto out of it as repeated
 * (frama-plugin/recognisers/counter_loops.ml); what could keep its body from coming
 * back (a wait, a call that does not return) is checked by the schedule. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64 -racer-witness-steps 0
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE-SYNTACTIC: must served A A
// RACE-ALIAS: must served A A
// RACE-EVA: must served A A
#include <pthread.h>
int served;
void *worker(void *arg) {
  served = served + 1; /* @A */
  return arg;
}
int main(void) {
  pthread_t t;
  while (1) {
    pthread_create(&t, 0, worker, 0);
  }
}
