/* TRUTH: race. 'other' is a second name of the global id array tids (GCC
 * asm label). A helper thread created into &other[0] after the
 * create loop overwrites worker 0's id: the join loop joins the helper
 * and workers 1..3, never worker 0, which may still add to total. The
 * recogniser counts the mentions of tids only.
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
pthread_t tids[4];
extern pthread_t other[4] __asm__("tids");
void *helper(void *arg) { return arg; }
int main(void) {
  for (int i = 0; i < 4; i++) pthread_create(&tids[i], 0, worker, 0);
  pthread_create(&other[0], 0, helper, 0);
  for (int j = 0; j < 4; j++) pthread_join(tids[j], 0);
  return total;
}
