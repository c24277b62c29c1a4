/* Twins the "multiple thread" rule for a function reached twice
 * (thread_graph.cpp) and instances_overlap (race_pairs.cpp: a create
 * outside loops overlaps its other instances unless some join is unclear).
 * run_phase creates a worker and joins it before returning; main runs the
 * phase twice, one after the other: the two workers never overlap.
 * Truth: no race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
int total;
void *worker(void *arg) { total++; return arg; }
static void run_phase(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
}
int main(void) {
  run_phase();
  run_phase();
  return total;
}
