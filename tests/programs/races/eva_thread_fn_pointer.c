/* The thread function is passed through a pointer variable; another
 * address-taken function with the thread signature writes `other`, but
 * no thread runs it. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: race
// RACE: may shared A B
// Checks the static analysis alone: the witness search (docs/witnesses.md)
// would show the race.
// OPTS: -racer-witness-steps 0
// With the Eva backend the race is possible only: Eva's values certify no race
// (docs/engines.md, "Certain races"); the witness search shows it.
#include <pthread.h>
int shared, other;
void *writer(void *arg) { shared = 1; /* @A */ return arg; }
void *unused(void *arg) { other = 1; return arg; }
void *(*pick)(void *) = writer;
void *(*spare)(void *) = unused;
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, pick, 0);
  shared = 2; /* @B */
  other = 2;
  pthread_join(t, 0);
  return shared + other;
}
