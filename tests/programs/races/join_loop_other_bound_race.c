/* Twins join_loops.ml's same_bound: the join loop's bound is a variable
 * computed from the create loop's (`last = n - 1`), not `n` itself nor a
 * copy of it, so the loops are not paired; the last worker is never joined
 * and its locked increment can meet main's unlocked read. Truth: race
 * (n >= 1). */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may total A B
#include <pthread.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total++; /* @A */
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t tids[8];
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 8) abort(); /* an assumption */
  int last = n - 1;
  for (int i = 0; i < n; i++) pthread_create(&tids[i], 0, worker, 0);
  for (int i = 0; i < last; i++) pthread_join(tids[i], 0);
  return total; /* @B */
}
