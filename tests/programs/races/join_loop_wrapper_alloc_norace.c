/* Twins join_loops (core): the id array comes from an allocation wrapper
 * that tests its block against a null pointer (`p == 0`, a cast of 0 in
 * CIL) and aborts: the block is still fresh, the loops pair, and after the
 * join loop no worker runs (SV-COMP's per-thread-array-*; the port first
 * read `(void *)0` as no constant and lost them). Truth: no race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// NORACE: total
#include <pthread.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void *safe_malloc(size_t size) {
  void *p = malloc(size);
  if (p == 0) abort();
  return p;
}
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 16) abort();
  pthread_t *tids = safe_malloc(n * sizeof(pthread_t));
  for (int i = 0; i < n; i++) pthread_create(&tids[i], 0, worker, 0);
  for (int i = 0; i < n; i++) pthread_join(tids[i], 0);
  free(tids);
  return total;
}
