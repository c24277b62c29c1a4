/* -cc-thread-approx over may only prove absence: Eva's values certify no
 * race. This race is certain from the code alone, which the Eva backend
 * then asks (docs/engines.md, "Certain races"): race. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: may total A A
// Checks the static analysis alone: the witness search (docs/witnesses.md)
// would show the race.
// OPTS: -cc-thread-approx over -racer-witness-steps 0
#include <pthread.h>
int total;
void *worker(void *arg) {
  total += 1; /* @A */
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return total;
}
