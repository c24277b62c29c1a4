/* Each thread works on its own local variables only. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
void *worker(void *arg) {
  int sum = 0;
  for (int i = 0; i < 10; i++) sum += i;
  int local[3];
  local[0] = sum;
  return (void *)(long)local[0];
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
