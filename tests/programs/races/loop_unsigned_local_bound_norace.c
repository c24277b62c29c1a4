/* TRUTH: no-race. The bound is an unsigned local n = 5, so i < n compares
 * (unsigned)i with n: i = -1 reads as 4294967295, the loop never starts and
 * the workers never write x.
 * Found by a review of the core's loop facts (a wrong certain verdict before). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: no-race
// EXPECT-ALIAS: unknown
#include <pthread.h>
int x;
void *worker(void *arg) {
  int i;
  unsigned n = 5;
  for (i = -1; i < n; i++)
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
