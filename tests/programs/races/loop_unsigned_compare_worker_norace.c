/* TRUTH: no-race. i = -1 is compared as unsigned (i < 5u converts i to
 * unsigned int): 4294967295 < 5 is false, the loop body never runs, the
 * workers never write x.
 * Found by a review of the core's loop facts (a wrong certain verdict before). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: no-race
// EXPECT-ALIAS: unknown
#include <pthread.h>
int x;
void *worker(void *arg) {
  int i;
  for (i = -1; i < 5u; i++)
    x = 1;
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return x;
}
