/* abort() declared by hand without its noreturn attribute, as SV-COMP
 * files do: the way that calls it ends the program, so the write on the
 * other way surely runs when the program goes on. Main writes `data` while
 * the worker does: a certain race. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must data A B
#include <pthread.h>
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
int data;
void *worker(void *arg) {
  (void)arg;
  data = 1; /* @A */
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  int n = __VERIFIER_nondet_int();
  if (n < 0)
    abort();
  else
    data = 2; /* @B */
  pthread_join(t, 0);
  return 0;
}
