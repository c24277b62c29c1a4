/* TRUTH: no-race
 * Every iteration leaves the counter loop through a goto and comes back
 * into its body above the goto again: a cycle that never passes the step.
 * The loop is flagged bounded (step 1 to n); main never reaches its
 * write of x. Only the worker writes x.
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
  int n = 5, i;
  pthread_create(&t, 0, worker, 0);
  for (i = 0; i < n; i++) {
  back:
    ticks++;      /* volatile access: no licence to assume termination */
    if (i >= 0) goto out;
  }
  x = 1;
  return 0;
out:
  n = n + 1;
  goto back;
}
