/* -cc-thread-approx over may only prove absence: this certain race gets
 * unknown (its race is listed), never race. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: unknown
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
