/* Thread ids kept in an array: main joins t[0] (its writer of `first` is
 * done) but not yet t[1] when it writes `second`. Eva names the id cells,
 * so the join of t[0] is matched; the syntactic backend cannot tell which
 * thread a join of t[k] ends. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may second A B
// Checks the static analysis alone: the witness search (docs/witnesses.md)
// would show the race.
// OPTS: -racer-witness-steps 0
// With the Eva backend the race is possible only: Eva's values certify no race
// (docs/engines.md, "Certain races"); the witness search shows it.
#include <pthread.h>
int first, second;
pthread_t t[2];
void *write_first(void *arg) { first = 1; return arg; }
void *write_second(void *arg) { second = 1; /* @A */ return arg; }
int main(void) {
  pthread_create(&t[0], 0, write_first, 0);
  pthread_create(&t[1], 0, write_second, 0);
  pthread_join(t[0], 0);
  first = 2;
  second = 2; /* @B */
  pthread_join(t[1], 0);
  return first + second;
}
