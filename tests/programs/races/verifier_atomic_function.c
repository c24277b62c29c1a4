/* SV-COMP functions named __VERIFIER_atomic_* run atomically; the plain
 * write in `reset` is outside any atomic section and races. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must counter A B
#include <pthread.h>
int counter;
void __VERIFIER_atomic_inc(void) { counter++; /* @A */ }
void *worker(void *arg) { __VERIFIER_atomic_inc(); return arg; }
void *reset(void *arg) { counter = 0; /* @B */ return arg; }
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_create(&c, 0, reset, 0);
  return 0;
}
