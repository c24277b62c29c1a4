/* Both workers take the same cell of an array of mutexes through a pointer:
 * the syntactic backend cannot name the lock, Eva resolves it. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
pthread_mutex_t locks[4];
int counter;
void *worker(void *arg) {
  pthread_mutex_t *m = &locks[2];
  pthread_mutex_lock(m);
  counter++;
  pthread_mutex_unlock(m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return counter;
}
