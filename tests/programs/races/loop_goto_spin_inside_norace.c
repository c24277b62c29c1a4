/* TRUTH: no-race
 * After creating the worker, main enters a counter loop whose body spins
 * forever through a goto (i >= 0 always holds there): it never reaches
 * its write of x. Only the worker writes x. The counter loop is flagged
 * "bounded" (step 1 up to 10) although the goto keeps it from stepping.
 * Found by a review of the core's loop facts (a wrong certain verdict before). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: no-race
// EXPECT-ALIAS: unknown
#include <pthread.h>
#include <unistd.h>
int x;
volatile int ticks;   /* main only */
void *worker(void *arg) { x = 2; return arg; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  for (int i = 0; i < 10; i++) {
  spin:
    ticks++;      /* volatile access: no licence to assume termination */
    if (i >= 0) goto spin;
  }
  x = 1;
  return 0;
}
