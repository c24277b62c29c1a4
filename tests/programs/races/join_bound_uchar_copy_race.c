/* TRUTH: race. The create loop's bound m is a copy of the join loop's
 * bound n through signed char -> unsigned char (a cast that keeps values
 * distinct but not their order). n = -1 gives m = 255: 255 workers are
 * created, the join loop (j < -1) joins none, main reads total unlocked.
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
  pthread_t tids[256];
  signed char n = __VERIFIER_nondet_char();
  unsigned char mm;
  mm = n;
  for (int i = 0; i < mm; i++) pthread_create(&tids[i], 0, worker, 0);
  for (int j = 0; j < n; j++) pthread_join(tids[j], 0);
  return total;
}
