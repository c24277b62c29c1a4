/* Twin of join_loop_bound_decl_copy_norace: the copy of the bound is
 * changed after it is made (`m2--`), so it is not the last write before the
 * create loop and the loops do not pair; the join loop leaves the last
 * worker running and its locked increment meets main's unlocked read.
 * Truth: race (n >= 1). */
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
  if (n < 1 || n > 8) abort();
  int m2 = n;
  m2--;
  for (int i = 0; i < n; i++) pthread_create(&tids[i], 0, worker, 0);
  for (int j = 0; j < m2; j++) pthread_join(tids[j], 0);
  return total; /* @B */
}
