/* Writes happen only in the branch where trylock succeeded. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int hits;
void *worker(void *arg) {
  if (pthread_mutex_trylock(&m) == 0) {
    hits++;
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
  return hits;
}
