/* Three threads wait on a barrier of count 2: the two readers can trip it
 * together while the writer is still writing, so `x` races. The barrier is
 * not usable for phases (more waiters than its count): possible race only
 * for the static analyses; the witness search runs the barrier and shows
 * the readers through it while the writer stands at its write. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: may x A B
#include <pthread.h>
pthread_barrier_t phase;
int x;
void *writer(void *arg) {
  x = 1; /* @A */
  pthread_barrier_wait(&phase);
  return arg;
}
void *reader(void *arg) {
  int seen;
  pthread_barrier_wait(&phase);
  seen = x; /* @B */
  return (void *)(long)seen;
  (void)arg;
}
int main(void) {
  pthread_t a, b, c;
  pthread_barrier_init(&phase, 0, 2);
  pthread_create(&a, 0, writer, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_create(&c, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
