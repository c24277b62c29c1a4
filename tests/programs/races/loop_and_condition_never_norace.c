/* TRUTH: no-race. while (i < 3 && nondet()) with i = 5: the first test
 * fails, the body (x = 1) never runs; the workers never touch x.
 * Found by a review of the core's loop facts (a wrong certain verdict before). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: no-race
// EXPECT-ALIAS: unknown
#include <pthread.h>
int __VERIFIER_nondet_int(void);
int x;
void *worker(void *arg) {
  int i = 5;
  while (i < 3 && __VERIFIER_nondet_int()) {
    x = 1;
  }
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return x;
}
