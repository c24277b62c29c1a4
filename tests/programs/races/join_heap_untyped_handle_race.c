/* Per-worker blocks: mem = malloc(); w = mem; ts[i] = w; create(&w->tid).
 * main also keeps the untyped handle `mem` (void *) and later restarts
 * worker 0 into its block through it: the id field is overwritten with a
 * helper's id, so the join loop never joins worker 0, which may still add
 * to total while main reads it. Race.
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
  void *handles[N];
  int i, j;
  if (!ts) return 1;
  for (i = 0; i < N; i++) {
    void *mem = malloc(sizeof(struct worker));
    struct worker *w = mem;
    if (!w) abort();
    handles[i] = mem;
    ts[i] = w;
    pthread_create(&w->tid, 0, work, w);
  }
  pthread_create((pthread_t *)handles[0], 0, helper, 0);
  for (j = 0; j < N; j++) pthread_join(ts[j]->tid, 0);
  return total;
}
