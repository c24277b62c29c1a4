/* Both threads wait at a barrier for two, then write `x`: once the barrier
 * opens they write at once. The witness search runs the barrier (it opens
 * when its count of threads wait) and shows both at their write. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: must x A A
#include <pthread.h>
pthread_barrier_t b;
int x;
void *t(void *a) {
  pthread_barrier_wait(&b);
  x++; /* @A */
  return a;
}
int main(void) {
  pthread_t t1, t2;
  pthread_barrier_init(&b, 0, 2);
  pthread_create(&t1, 0, t, 0);
  pthread_create(&t2, 0, t, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
