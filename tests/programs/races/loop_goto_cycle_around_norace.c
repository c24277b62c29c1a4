/* TRUTH: no-race. The counter loop ends, but a goto round it repeats it
 * forever (again stays 1): main never gets to x = 2. Only one worker
 * writes x.
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
  int i, again = 1, sum = 0;
  pthread_create(&t, 0, worker, 0);
top:
  for (i = 0; i < 2; i++)
    sum += i;
  if (again) goto top;
  x = 2;
  return sum;
}
