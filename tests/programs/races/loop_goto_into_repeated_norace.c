/* The create loop (i = 0; i < 2) is always resumed at its last iteration
 * by a goto into its body: only one worker ever runs.
 * A loop entered through a goto into its body has no known start value
 * (core/src/instances/counter_loops.cpp, start_value). Found by a review. No race. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
int hits;
void *worker(void *arg) {
  hits = hits + 1;           /* only one instance exists */
  return arg;
}
int main(void) {
  pthread_t t[2];
  int i = 1;                 /* resume point, e.g. from a checkpoint */
  goto resume;
  for (i = 0; i < 2; i++) {
  resume:
    pthread_create(&t[i], 0, worker, 0);
  }
  pthread_join(t[1], 0);
  return 0;
}
