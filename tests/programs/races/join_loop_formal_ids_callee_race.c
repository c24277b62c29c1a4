/* As p01, but the overwrite happens in a function called between the
 * loops ("replace worker 0 by a helper"), and the caller's array is a local of main
 * passed down through a global pointer. Race.
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
pthread_t *registry;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return arg;
}
void *helper(void *arg) { return arg; }
void restart_first(void) { pthread_create(&registry[0], 0, helper, 0); }
void run(pthread_t *tids, int n) {
  int i, j;
  for (i = 0; i < n; i++) pthread_create(&tids[i], 0, worker, 0);
  restart_first();
  for (j = 0; j < n; j++) pthread_join(tids[j], 0);
}
int main(void) {
  pthread_t ids[N];
  registry = ids;
  run(ids, N);
  return total;
}
