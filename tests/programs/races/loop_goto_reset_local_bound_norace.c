/* TRUTH: no-race. The worker's loop runs against a bound n it does not
 * change, but at i == 1 a goto leaves the body, sets i back to 0 and
 * re-enters the body: the loop never ends, the worker never writes x.
 * Main writes x; no other access.
 * Found by a review of the core's loop facts (a wrong certain verdict before). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: no-race
// EXPECT-ALIAS: unknown
#include <pthread.h>
int x;
void *worker(void *arg) {
  int i, n = (int)(long)arg;
  for (i = 0; i < n; i++) {
    if (i == 1) goto reset;
  back:;
  }
  x = 1;
  return 0;
reset:
  i = 0;
  goto back;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, (void *)2);
  x = 2;
  pthread_join(t, 0);
  return 0;
}
