/* Twins join_loops (core): the id array is also named by `sizeof`, which
 * reads nothing (the IR folds it to a constant), so the ids are still used
 * by the create and the join alone and the loops pair: after the join loop
 * no worker runs and main's unlocked read is safe. The plug-in's copy of
 * the rule counted `sizeof tids` as a use and paired nothing. Truth: no
 * race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// NORACE: total
#include <pthread.h>
#include <stddef.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t tids[4];
  size_t bytes = sizeof tids;
  for (int i = 0; i < 4; i++) pthread_create(&tids[i], 0, worker, 0);
  for (int j = 0; j < 4; j++) pthread_join(tids[j], 0);
  return total + (int)bytes;
}
