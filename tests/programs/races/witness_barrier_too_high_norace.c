/* Twin of witness_barrier_race.c: the barrier waits for three threads and
 * only two ever come, so it never opens and x is never written (the
 * program hangs). A barrier that let its waiters go early would "witness"
 * both at `x++`. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
pthread_barrier_t b;
int x;
void *t(void *a) {
  pthread_barrier_wait(&b);
  x++;
  return a;
}
int main(void) {
  pthread_t t1, t2;
  pthread_barrier_init(&b, 0, 3);
  pthread_create(&t1, 0, t, 0);
  pthread_create(&t2, 0, t, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
