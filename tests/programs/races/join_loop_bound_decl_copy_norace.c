/* Twins join_loops (core): the join loop's bound is a copy of the create
 * loop's made in its declaration (`int m = n;`), the last write of either
 * before the create loop: both loops run over the same counter values and
 * every worker is joined before main's unlocked read. Twin:
 * join_loop_bound_decl_copy_changed_race. Truth: no race. */
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
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t tids[8];
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 8) abort();
  int m2 = n;
  for (int i = 0; i < n; i++) pthread_create(&tids[i], 0, worker, 0);
  for (int j = 0; j < m2; j++) pthread_join(tids[j], 0);
  return total;
}
