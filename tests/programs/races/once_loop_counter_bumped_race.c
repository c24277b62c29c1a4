/* Twins the core's loops that run at most once (instances/counter_loops.cpp): a
 * `for (i = 0; i < 1; i++)` loop whose body moves the counter back when
 * more work is queued, so the loop (and the create) can run again: two
 * workers may increment `hits` at once. The counter has a second
 * assignment in the body, so the loop must keep its cycle. Truth: race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may hits A A
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
int hits;
void *worker(void *arg) { hits++; /* @A */ return arg; }
int main(void) {
  pthread_t t[4];
  int k = 0;
  for (int i = 0; i < 1; i++) {
    pthread_create(&t[k], 0, worker, 0);
    k++;
    if (k < 4 && __VERIFIER_nondet_int())
      i--; /* more work queued: one more worker */
  }
  for (int j = 0; j < k; j++) pthread_join(t[j], 0);
  return 0;
}
