/* TRUTH: no-race. Main's counter loop never ends: at i == 1 a goto leaves
 * the body, sets i back to 0 and jumps back into the body, whose step makes
 * i 1 again, and so on forever. Main never writes x; only one worker does.
 * Found by a review of the core's loop facts (a wrong certain verdict before). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: no-race
// EXPECT-ALIAS: unknown
#include <pthread.h>
int x;
void *worker(void *arg) {
  x = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  int i;
  pthread_create(&t, 0, worker, 0);
  for (i = 0; i < 2; i++) {
    if (i == 1) goto reset;
  back:;
  }
  x = 2;
  return 0;
reset:
  i = 0;
  goto back;
}
