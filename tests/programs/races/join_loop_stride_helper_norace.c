/* Twins Counter_loops.can_run (used for JOINS_SOME in join_loops.ml): the
 * stride join loop (j += 2) leaves a worker unjoined only when the create
 * loop runs twice. As join_loop_stride_race.c, but this build allows one
 * worker (MAX_WORKERS 1) and the range check sits in a helper: n == 1, the
 * only worker is tids[0], joined at j = 0, before main reads `total`.
 * can_run ignores assumptions made inside a called function. Truth: no
 * race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdlib.h>
#define MAX_WORKERS 1
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
static void check_workers(int n) { if (n <= 0 || n > MAX_WORKERS) abort(); }
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total += (int)(long)arg;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t tids[64];
  int n = __VERIFIER_nondet_int();
  check_workers(n);
  for (int i = 0; i < n; i++) pthread_create(&tids[i], 0, worker, (void *)(long)i);
  for (int i = 0; i < n; i += 2) pthread_join(tids[i], 0);
  return total;
}
