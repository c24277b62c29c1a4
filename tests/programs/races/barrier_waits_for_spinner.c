/* Two workers write `x` without a lock after a barrier of three; the third
 * participant spins on a flag nobody raises before it reaches the barrier,
 * so the barrier never opens and the writes never happen. The spinner is
 * not one of the racing threads, but the barrier makes them wait for it:
 * its spin concerns the race, which stays uncertain. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
pthread_barrier_t bar;
volatile int flag;
int x;
void *writer(void *arg) {
  pthread_barrier_wait(&bar);
  x = (int)(long)arg;
  return 0;
}
void *spinner(void *arg) {
  while (!flag) {
  }
  pthread_barrier_wait(&bar);
  return arg;
}
int main(void) {
  pthread_t a, b, c;
  pthread_barrier_init(&bar, 0, 3);
  pthread_create(&a, 0, writer, (void *)1);
  pthread_create(&b, 0, writer, (void *)2);
  pthread_create(&c, 0, spinner, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
