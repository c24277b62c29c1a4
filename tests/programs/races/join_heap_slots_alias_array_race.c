/* Heap-block ids (ts[i] = w; create(&w->tid)), where ts points to the
 * named array `all`: between the loops main points all[0] at all[1]'s
 * block, so the join loop joins thread 1 twice and thread 0 never. The
 * heap shape of join_loop_alias_array_race. Race on total.
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
  struct worker *w = arg;
  if (!w) return 0;
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  struct worker *all[N];
  struct worker **ts = all;
  int i, j;
  for (i = 0; i < N; i++) {
    struct worker *w = malloc(sizeof *w);
    if (!w) abort();
    ts[i] = w;
    pthread_create(&w->tid, 0, work, w);
  }
  all[0] = all[1];
  for (j = 0; j < N; j++) pthread_join(ts[j]->tid, 0);
  return total;
}
