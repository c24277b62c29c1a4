/* Aliases through a struct field: both jobs point their `out` field at the
 * same total, which the threads update through `*j->out` without a lock.
 * The pointer is read from a field of what the argument points to, so no
 * variable holds it; the alias backend follows arg -> job -> out -> total. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: race
// RACE-ALIAS: must total A A
// RACE-EVA: may total A A
// Checks the static analysis alone: the witness search (docs/witnesses.md)
// would show the race.
// OPTS: -racer-witness-steps 0
// With the Eva backend the race is possible only: Eva's values certify no race
// (docs/engines.md, "Certain races"); the witness search shows it.
#include <pthread.h>
struct job {
  int *out;
  int amount;
};
int total;
void *worker(void *arg) {
  struct job *j = arg;
  *j->out += j->amount; /* @A */
  return 0;
}
int main(void) {
  struct job a = {&total, 1}, b = {&total, 2};
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, &a);
  pthread_create(&t2, 0, worker, &b);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return total;
}
