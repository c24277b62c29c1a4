/* The id array is a formal of run(): the caller's array `all` is another
 * name of it. A helper created into all[0] between the loops overwrites
 * worker 0's id; the join loop joins the helper, never worker 0, which may
 * still add to total while main reads it. Race.
 * Found by a review of the core's join loops (ABI 15): a wrong no-race before. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
#define N 3
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_t all[N];
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return arg;
}
void *helper(void *arg) { return arg; }
void run(pthread_t *tids, int n) {
  int i, j;
  for (i = 0; i < n; i++) pthread_create(&tids[i], 0, worker, 0);
  pthread_create(&all[0], 0, helper, 0);
  for (j = 0; j < n; j++) pthread_join(tids[j], 0);
}
int main(void) {
  run(all, N);
  return total;
}
