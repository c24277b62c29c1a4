/* TRUTH: race. The join loop's bound n is the copy n = (signed char)mm of
 * the create loop's unsigned char bound mm: mm = 200 gives n = -56; 200
 * workers are created, none is joined.
 * Found by a review of the OCaml recognisers (a wrong certain verdict before). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
extern unsigned char __VERIFIER_nondet_uchar(void);
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
  unsigned char mm = __VERIFIER_nondet_uchar();
  signed char n;
  n = mm;
  for (int i = 0; i < mm; i++) pthread_create(&tids[i], 0, worker, 0);
  for (int j = 0; j < n; j++) pthread_join(tids[j], 0);
  return total;
}
