/* main passes the address of its local to the thread and reads it while
 * the thread writes through the pointer. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: race
// Checks the static analysis alone: the witness search (docs/witnesses.md)
// would show the race.
// OPTS: -racer-witness-steps 0
// With the Eva backend the race is possible only: Eva's values certify no race
// (docs/engines.md, "Certain races"); the witness search shows it.
#include <pthread.h>
void *worker(void *arg) { int *p = arg; *p = 5; return 0; }
int main(void) {
  int value = 0;
  pthread_t t;
  pthread_create(&t, 0, worker, &value);
  int seen = value;
  pthread_join(t, 0);
  return seen;
}
