/* SV-COMP's __VERIFIER_nondet_bool returns a _Bool, 0 or 1, even where a
 * task declares it returning int: `mode == 2` never holds and x is never
 * written. The static analyses cannot tell (the threads test a global); a
 * witness search answering 2 would "witness" both threads at `x++`. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
extern int __VERIFIER_nondet_bool(void);
int mode;
int x;
void *t(void *a) {
  if (mode == 2)
    x++;
  return a;
}
int main(void) {
  pthread_t a, b;
  mode = __VERIFIER_nondet_bool();
  pthread_create(&a, 0, t, 0);
  pthread_create(&b, 0, t, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
