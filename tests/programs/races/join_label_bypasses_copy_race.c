/* TRUTH: race. The join loop's bound m is a copy of the create loop's n,
 * but with argc > 1 a goto lands on a label inside the block holding the
 * create loop, skipping the copy: m stays 0, n workers are created, none
 * is joined. same_bound checks labels between the copy and the block, but
 * not inside the block before the loop.
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
int main(int argc, char **argv) {
  (void)argv;
  pthread_t tids[4];
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 4) return 0;
  int mm = 0;
  int i;
  if (argc > 1) goto in;
  mm = n;
  {
  in:
    i = 0;
    for (; i < n; i++) pthread_create(&tids[i], 0, worker, 0);
  }
  for (int j = 0; j < mm; j++) pthread_join(tids[j], 0);
  return total;
}
