/* Exactly one of the threads a barrier releases gets
 * PTHREAD_BARRIER_SERIAL_THREAD: only that one increments x, and main
 * reads it after joining both. A barrier answering it to both would
 * "witness" them at `x++`. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
pthread_barrier_t b;
int x;
void *t(void *a) {
  if (pthread_barrier_wait(&b) == PTHREAD_BARRIER_SERIAL_THREAD)
    x++;
  return a;
}
int main(void) {
  pthread_t t1, t2;
  pthread_barrier_init(&b, 0, 2);
  pthread_create(&t1, 0, t, 0);
  pthread_create(&t2, 0, t, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return x;
}
