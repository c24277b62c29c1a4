/* As p07, but main keeps the block as an integer handle (uintptr_t) and
 * restarts through (pthread_t *)handle. Race on total.
 * Found by a review of the core's join loops (ABI 15): a wrong no-race before. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdint.h>
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
  uintptr_t handle = 0;
  int i, j;
  if (!ts) return 1;
  for (i = 0; i < N; i++) {
    struct worker *w = malloc(sizeof *w);
    if (!w) abort();
    handle = (uintptr_t)w;
    ts[i] = w;
    pthread_create(&w->tid, 0, work, w);
  }
  pthread_create((pthread_t *)handle, 0, helper, 0);
  for (j = 0; j < N; j++) pthread_join(ts[j]->tid, 0);
  return total;
}
