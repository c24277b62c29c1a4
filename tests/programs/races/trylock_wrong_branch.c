/* The counter is touched when trylock FAILED: unprotected, yet the two
 * increments never overlap: a worker fails only while the other holds m,
 * and that one does not increment. The race can only be possible. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may counter A A
#include <pthread.h>
int counter;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int r = pthread_mutex_trylock(&m);
  if (r != 0) {
    counter++; /* @A */
  } else {
    pthread_mutex_unlock(&m);
  }
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
