/* TRUTH: no-race. After the first create main calls spin(), which repeats a
 * finished counter loop for ever through a goto: no second worker is ever
 * created, and the single worker's write to x races with nothing.
 * Found by a review of the core's loop facts (a wrong certain verdict before). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
int x;
void *worker(void *arg) {
  x = 1;
  return 0;
}
void spin(void) {
  int k, sum = 0;
top:
  for (k = 0; k < 2; k++)
    sum += k;
  goto top;
}
int main(void) {
  pthread_t t[2];
  int i;
  for (i = 0; i < 2; i++) {
    pthread_create(&t[i], 0, worker, 0);
    spin();
  }
  return 0;
}
