/* Each worker reads the slot it is given, but main fills the slot only
 * after creating its worker: the worker may read it while main writes it.
 * Racer evaluates the create loop's first iterations: main's write right
 * after the create and the worker's first read reach the same element, so
 * the race is certain although neither offset is precise. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: race
// RACE-SYNTACTIC: may slots A B
// RACE-ALIAS: must slots A B
// RACE-EVA: may slots A B
// Checks the static analysis alone: the witness search (docs/witnesses.md)
// would show the race.
// OPTS: -racer-witness-steps 0
// With the Eva backend the race is possible only: Eva's values certify no race
// (docs/engines.md, "Certain races"); the witness search shows it.
#include <pthread.h>
#define N 4
int slots[N];
void *worker(void *arg) {
  int *p = arg;
  int v = *p; /* @A */
  return (void *)(long)v;
}
int main(void) {
  pthread_t t[N];
  for (int i = 0; i < N; i++) {
    pthread_create(&t[i], 0, worker, &slots[i]);
    slots[i] = i; /* @B */
  }
  for (int i = 0; i < N; i++)
    pthread_join(t[i], 0);
  return 0;
}
