/* The paper's Fig. 3: main passes the address of its local `data` to two
 * threads, which write it through a local copy of their argument. The
 * syntactic backend sees only a write through an unknown pointer; the alias
 * backend puts `p`, `arg` and `&data` in one class and finds the race on
 * data (main's local: one copy, so the race is certain). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: race
// RACE-ALIAS: must data A A
// RACE-EVA: may data A A
// Checks the static analysis alone: the witness search (docs/witnesses.md)
// would show the race.
// OPTS: -racer-witness-steps 0
// With the Eva backend the race is possible only: Eva's values certify no race
// (docs/engines.md, "Certain races"); the witness search shows it.
#include <pthread.h>
void *worker(void *arg) {
  int *p = (int *)arg;
  *p = *p + 1; /* @A */
  return 0;
}
int main(void) {
  int data = 0;
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, &data);
  pthread_create(&t2, 0, worker, &data);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return data;
}
