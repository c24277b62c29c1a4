/* TRUTH: no-race
 * `for (int i = 3; i >= 0u; i--)`: the comparison is unsigned, always
 * true, so the loop never ends and main never reaches its write of x;
 * only the worker writes x. Racer flags "i >= 0 counting a signed counter
 * down by 1" as bounded (it looks at the variable's signedness, not the
 * comparison's).
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
  for (int i = 3; i >= 0u; i--)
    ticks++;      /* volatile access: no licence to assume termination */
  x = 1;
  return 0;
}
