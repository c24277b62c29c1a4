/* TRUTH: race. Bound copy int m = (int)n of an unsigned n: for n >= 2^31
 * m is negative; the create loop (unsigned counter, same signedness as n)
 * creates workers, the join loop joins none.
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
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  int mm;
  mm = n;
  pthread_t *tids = malloc(n * sizeof(pthread_t));
  if (!tids) return 0;
  for (unsigned i = 0; i < n; i++) pthread_create(&tids[i], 0, worker, 0);
  for (int j = 0; j < mm; j++) pthread_join(tids[j], 0);
  free(tids);
  return total;
}
