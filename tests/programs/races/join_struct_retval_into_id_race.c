/* Ids in a field of an array of structures. The join stores each
 * worker's result into the next element's id field (a typo for .res):
 * worker 0 returns 0, so w[1].tid is 0 when the loop joins it; worker 1
 * is never joined. Race on total.
 * Found by a review of the core's join loops (ABI 15): a wrong no-race before. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#define N 3
struct worker {
  pthread_t tid;
  void *res;
};
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *work(void *arg) {
  struct worker *w = arg;
  if (!w) return 0;
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  struct worker w[N + 1];
  int i, j;
  for (i = 0; i < N; i++) pthread_create(&w[i].tid, 0, work, &w[i]);
  for (j = 0; j < N; j++) pthread_join(w[j].tid, (void **)&w[j + 1].tid);
  return total;
}
