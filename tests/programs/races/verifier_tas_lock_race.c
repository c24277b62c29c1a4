/* The same test-and-set lock, but the counter is read again after the
 * release: that read races with another instance's protected write. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must counter A B
#include <pthread.h>
extern void abort(void);
int m = 0;
int counter;
void __VERIFIER_atomic_acquire(void) {
  if (!(m == 0)) abort();
  m = 1;
}
void __VERIFIER_atomic_release(void) { m = 0; }
void *worker(void *arg) {
  int seen;
  __VERIFIER_atomic_acquire();
  counter = counter + 1; /* @A */
  __VERIFIER_atomic_release();
  seen = counter; /* @B */
  return (void *)(long)seen;
  (void)arg;
}
int main(void) {
  pthread_t t;
  while (1) pthread_create(&t, 0, worker, 0);
  return 0;
}
