/* Two threads and a barrier of count 2: the first writes `x` before the
 * barrier, the second reads it after; every access of `x` by one thread is
 * in a different phase than the other's, so the barrier orders them. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// DECIDED-BY: B
// NORACE: x
// NORACE: y
#include <pthread.h>
pthread_barrier_t phase;
int x, y;
void *writer(void *arg) {
  x = 1;
  pthread_barrier_wait(&phase);
  y = 2;
  return arg;
}
void *reader(void *arg) {
  int seen;
  pthread_barrier_wait(&phase);
  seen = x;
  return (void *)(long)seen;
  (void)arg;
}
int main(void) {
  pthread_t a, b;
  pthread_barrier_init(&phase, 0, 2);
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return y;
}
