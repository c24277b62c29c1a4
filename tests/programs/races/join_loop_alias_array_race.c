/* The ids live in `all`, reached by the loops through the pointer `tids`;
 * a helper thread created into all[0] afterwards overwrites worker 0's id,
 * so the join loop joins the helper and never worker 0.
 * The join-loop pairing needs the ids' storage to have no other name: a
 * pointer to it must hold fresh blocks only. Found by a review. Race. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>
#define N 3
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  usleep(arg ? 0 : 200000);
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return 0;
}
void *helper(void *arg) { return arg; }
int main(void) {
  pthread_t all[N];
  pthread_t *tids = all;
  int i, j;
  for (i = 0; i < N; i++) pthread_create(&tids[i], 0, worker, (void *)(long)i);
  pthread_create(&all[0], 0, helper, 0);
  for (j = 0; j < N; j++) pthread_join(tids[j], 0);
  return total;
}
