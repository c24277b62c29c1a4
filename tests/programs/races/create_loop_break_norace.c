/* Attacks "two instances of a multiple thread surely overlap"
 * (race_pairs.cpp instances_overlap; the schedule check only asks that
 * the create loop's first iteration reach the create). The loop has a
 * constant bound, but `single` (a global only initialised, 1) makes it
 * stop after the first create: one worker, and nobody else touches
 * `hits`. Truth: no-race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
int hits;
int single = 1;                      /* single-threaded configuration */
void *worker(void *arg) { hits++; return arg; }
int main(void) {
  pthread_t ids[4];
  int n = 0;
  for (int i = 0; i < 4; i++) {
    pthread_create(&ids[n++], 0, worker, 0);
    if (single)
      break;
  }
  for (int i = 0; i < n; i++)
    pthread_join(ids[i], 0);
  return 0;
}
