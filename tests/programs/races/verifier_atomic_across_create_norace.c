/* Lock history with an SV-COMP atomic section: main opens an atomic section,
 * creates the worker and writes `balance` inside it; the worker passes an
 * (empty) atomic section of its own before its update. No other thread runs
 * while main is inside its section, so the worker reaches its update only
 * after main's section (write included) has ended: no race, under SV-COMP's
 * interleaving semantics as with a global mutex (tsan/ harness). Racer
 * compares the global atomic lock at the two accesses only. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
int balance;
void *worker(void *arg) {
  __VERIFIER_atomic_begin();
  __VERIFIER_atomic_end();
  balance += 10;
  return arg;
}
int main(void) {
  pthread_t t;
  __VERIFIER_atomic_begin();
  pthread_create(&t, 0, worker, 0);
  balance = 100;
  __VERIFIER_atomic_end();
  pthread_join(t, 0);
  return balance;
}
