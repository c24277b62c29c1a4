/* A "run once" counter loop (i < 1) entered in the middle through a goto
 * with i == -1: the loop's test then sends it round a second time and two
 * workers run.
 * A loop entered through a goto into its body has no known start value
 * (core/src/instances/counter_loops.cpp, start_value). Found by a review. Race. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <unistd.h>
int hits;
void *worker(void *arg) {
  hits = hits + 1;           /* racy read+write, two instances */
  return arg;
}
int main(int argc, char **argv) {
  pthread_t t;
  int i = -1;
  (void)argv;
  if (argc > 1) goto resume;
  for (i = 0; i < 1; i++) {
  resume:
    pthread_create(&t, 0, worker, 0);
  }
  usleep(100000);
  return 0;
}
