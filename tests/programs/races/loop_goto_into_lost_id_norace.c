/* Slot 0 is reserved for the helper: the create loop is always entered at
 * i == 1 through a goto into its body, so no worker id is overwritten and
 * the join loop joins every thread before main writes `total`.
 * A loop entered through a goto into its body has no known start value
 * (Counter_loops.start_value). Found by a review. No race. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return arg;
}
void *helper(void *arg) { return arg; }
int main(void) {
  pthread_t t[3];
  int i = 1;
  goto resume;
  for (i = 0; i < 3; i++) {
  resume:
    pthread_create(&t[i], 0, worker, 0);
  }
  pthread_create(&t[0], 0, helper, 0);
  for (i = 0; i < 3; i++) pthread_join(t[i], 0);
  total = 0;                     /* every thread joined */
  return 0;
}
