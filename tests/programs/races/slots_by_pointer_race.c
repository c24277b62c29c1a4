/* Main writes element i after creating worker i, which reads it: the
 * write and the read of one element can happen at the same time. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE-SYNTACTIC: may j A B
// RACE-EVA: may __malloc_main_l24 A B
// RACE-ALIAS: may __malloc_main_l24 A B
// Checks the static analysis alone: the witness search (docs/witnesses.md)
// would show the race.
// OPTS: -racer-witness-steps 0
#include <pthread.h>
#include <stdlib.h>
struct job { int input; int output; };
void *worker(void *arg) {
  struct job *j = arg;
  j->output = j->input + 1; /* @B */
  return 0;
}
int main(void) {
  int n = 16;
  pthread_t *tids = malloc(n * sizeof(pthread_t));
  struct job *jobs = malloc(n * sizeof(struct job));
  if (!tids || !jobs) return 1;
  for (int i = 0; i < n; i++) {
    pthread_create(&tids[i], 0, worker, &jobs[i]);
    jobs[i].input = i; /* @A */
  }
  return 0;
}
