/* Threads only read shared data: reads never race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
const int limits[2] = {1, 2};
int threshold = 10;
void *check(void *arg) { return (void *)(long)(threshold > limits[1]); (void)arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, check, 0);
  pthread_create(&b, 0, check, 0);
  int t = threshold;
  pthread_join(a, 0);
  pthread_join(b, 0);
  return t;
}
