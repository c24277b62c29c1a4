/* The reader reads `x` before its barrier wait, while the writer writes it
 * before its own: both in phase 0, so the barrier does not order them. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must x A B
#include <pthread.h>
pthread_barrier_t phase;
int x;
void *writer(void *arg) {
  x = 1; /* @A */
  pthread_barrier_wait(&phase);
  return arg;
}
void *reader(void *arg) {
  int seen = x; /* @B */
  pthread_barrier_wait(&phase);
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
  return 0;
}
