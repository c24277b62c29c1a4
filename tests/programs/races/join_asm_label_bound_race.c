/* TRUTH: race. The global bound n has a second name n2 (asm label); main
 * sets n2 = 1 between the loops, so the join loop joins worker 0 only.
 * stable_base sees no write of n.
 * Found by a review of the OCaml recognisers (a wrong certain verdict before). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern char __VERIFIER_nondet_char(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return arg;
}
int n = 4;
extern int n2 __asm__("n");
int main(void) {
  pthread_t tids[4];
  for (int i = 0; i < n; i++) pthread_create(&tids[i], 0, worker, 0);
  n2 = 1;
  for (int j = 0; j < n; j++) pthread_join(tids[j], 0);
  return total;
}
