/* Workers get &jobs[i / 2]: workers 0 and 1 share jobs[0] and both write
 * its output. The heap block of jobs is one block (allocated once, by
 * main), and the meet says that two instances share an element, so the
 * race is certain with Eva and with the alias analysis. Without either,
 * the write goes through a pointer Racer cannot resolve. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// RACE-EVA: may __malloc_main_l27 A A
// RACE-ALIAS: may __malloc_main_l27 A A
// Checks the static analysis alone: the witness search (docs/witnesses.md)
// would show the race.
// OPTS: -racer-witness-steps 0
// With the Eva backend the race is possible only: Eva's values certify no race
// (docs/engines.md, "Certain races"); the witness search shows it.
#include <pthread.h>
#include <stdlib.h>
struct job { int input; int output; };
void *worker(void *arg) {
  struct job *j = arg;
  j->output = 1; /* @A */
  return 0;
}
int main(void) {
  int n = 16;
  struct job *jobs = malloc(n * sizeof(struct job));
  pthread_t tids[16];
  if (!jobs) return 1;
  for (int i = 0; i < n; i++)
    pthread_create(&tids[i], 0, worker, &jobs[i / 2]);
  return 0;
}
