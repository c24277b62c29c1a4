/* Control for the free-choice rule (extract_bases.ml free_choices,
 * surely_executed.cpp): a fresh __VERIFIER_nondet_int value tested once
 * may go either way, but only a test against zero qualifies. Here the
 * test `c > INT_MAX` can never hold, so the unlocked write never happens;
 * the rule must not treat it as a free choice. Truth: no-race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: no-race
#include <pthread.h>
#include <limits.h>
extern int __VERIFIER_nondet_int(void);
int hits;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int c = __VERIFIER_nondet_int();
  if (c > INT_MAX)
    hits++;                          /* unreachable */
  pthread_mutex_lock(&m);
  hits++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
