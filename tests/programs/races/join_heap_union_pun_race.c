/* Per-worker blocks held by ts; main keeps the last block also through a
 * union that views it as a pthread_t * (tid is the first member) and
 * restarts that worker's slot with a helper between the loops: the join
 * loop joins the helper, never the last worker. Race on total.
 * Found by a review of the core's join loops (ABI 15): a wrong no-race before. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
#include <stdlib.h>
#define N 3
struct worker {
  pthread_t tid;
  int id;
};
union handle {
  struct worker *w;
  pthread_t *id;
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
void *helper(void *arg) { return arg; }
int main(void) {
  struct worker **ts = malloc(N * sizeof *ts);
  union handle last;
  int i, j;
  if (!ts) return 1;
  for (i = 0; i < N; i++) {
    struct worker *w = malloc(sizeof *w);
    if (!w) abort();
    last.w = w;
    ts[i] = w;
    pthread_create(&w->tid, 0, work, w);
  }
  pthread_create(last.id, 0, helper, 0);
  for (j = 0; j < N; j++) pthread_join(ts[j]->tid, 0);
  return total;
}
