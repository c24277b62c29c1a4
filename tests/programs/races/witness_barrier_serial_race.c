/* Twin of witness_barrier_serial_norace.c: the thread that is not the
 * serial one writes x too, so after the barrier both write at once. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may x A B
#include <pthread.h>
pthread_barrier_t b;
int x;
void *t(void *a) {
  if (pthread_barrier_wait(&b) == PTHREAD_BARRIER_SERIAL_THREAD)
    x++; /* @A */
  else
    x--; /* @B */
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
