/* run() gets the array of block pointers as a formal; the caller's
 * global name `registry` is another name of it. A function called between
 * the loops points slot 0 at slot 1's block: thread 0 is never joined.
 * Race on total.
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
struct worker *registry[N];
void *work(void *arg) {
  struct worker *w = arg;
  if (!w) return 0;
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return 0;
}
void rebalance(void) { registry[0] = registry[1]; }
void run(struct worker **ts, int n) {
  int i, j;
  for (i = 0; i < n; i++) {
    struct worker *w = malloc(sizeof *w);

    ts[i] = w;
    pthread_create(&w->tid, 0, work, w);
  }
  rebalance();
  for (j = 0; j < n; j++) pthread_join(ts[j]->tid, 0);
}
int main(void) {
  run(registry, N);
  return total;
}
