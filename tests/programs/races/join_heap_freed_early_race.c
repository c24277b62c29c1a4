/* Each iteration frees the previous iteration's block (ts[i-1] kept for
 * the join loop): malloc hands the same block back, so every ts[k] points
 * to one block whose tid is the last thread's; the join loop joins that
 * thread N times and never the others. (Reads freed memory: UB.) Race.
 * Found by a review of the core's join loops (ABI 15): a wrong no-race before. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdlib.h>
#define N 3
struct worker {
  pthread_t tid;
  int id;
};
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *work(void *arg) {
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  struct worker **ts = malloc(N * sizeof *ts);
  int i, j;
  if (!ts) return 1;
  for (i = 0; i < N; i++) {
    struct worker *w = malloc(sizeof *w);
    if (!w) abort();
    ts[i] = w;
    pthread_create(&w->tid, 0, work, 0);
    free(w);
  }
  for (j = 0; j < N; j++) pthread_join(ts[j]->tid, 0);
  return total;
}
