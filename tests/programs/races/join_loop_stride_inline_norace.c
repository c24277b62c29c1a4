/* Positive twin of join_loop_stride_helper_norace.c: the same one-worker
 * build with the range check written inline, which can_run reads (n <= 1:
 * the create loop cannot run twice), so the stride join loop is not taken
 * to leave a worker running. Truth: no race. */
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
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total += (int)(long)arg;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t tids[64];
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > MAX_WORKERS) abort(); /* an assumption */
  for (int i = 0; i < n; i++) pthread_create(&tids[i], 0, worker, (void *)(long)i);
  for (int i = 0; i < n; i += 2) pthread_join(tids[i], 0);
  return total;
}
