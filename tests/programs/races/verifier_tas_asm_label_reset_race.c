/* SV-COMP's test-and-set lock whose word has a second name: `m_word` is
 * `m` under an asm label, and a watchdog thread clears the lock through it
 * while a worker holds it, so the other worker gets in and both update the
 * counter. The lock word must be reached by its name only (twin:
 * verifier_tas_lock; the same hole as flag_asm_label_alias_race). Found by
 * review. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
extern void abort(void);
void assume_abort_if_not(int cond) { if (!cond) abort(); }
int m = 0;
extern int m_word __asm__("m");
int counter;
void __VERIFIER_atomic_acquire(void) {
  assume_abort_if_not(m == 0);
  m = 1;
}
void __VERIFIER_atomic_release(void) { m = 0; }
void *worker(void *arg) {
  __VERIFIER_atomic_acquire();
  counter = counter + 1;
  __VERIFIER_atomic_release();
  return arg;
}
void *watchdog(void *arg) {
  m_word = 0; /* force unlock */
  return arg;
}
int main(void) {
  pthread_t t1, t2, w;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&w, 0, watchdog, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  pthread_join(w, 0);
  return counter;
}
