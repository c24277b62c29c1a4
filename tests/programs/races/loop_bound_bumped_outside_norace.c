/* TRUTH: no-race
 * Counter loop i < n, step 1, n a local the loop body never writes, so
 * Racer flags it bounded. But each iteration goes out through a goto,
 * bumps n (n = n + 1) and comes back into the body before the step: i and
 * n rise together, the loop never ends, main never writes x. Only the
 * worker writes x.
 * Found by a review of the core's loop facts (a wrong certain verdict before). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
#include <unistd.h>
int x;
volatile int ticks;   /* main only */
void *worker(void *arg) { x = 2; return arg; }
int main(void) {
  pthread_t t;
  int n = 5, i, seen = -1;
  pthread_create(&t, 0, worker, 0);
  for (i = 0; i < n; i++) {
    if (seen != i) goto out;
  back:
    seen = i;
    ticks++;      /* volatile access: no licence to assume termination */
  }
  x = 1;
  return 0;
out:
  n = n + 1;
  goto back;
}
