/* A thread locks a non-recursive mutex it already holds: it waits for
 * itself. */
// EXPECT-DEADLOCK: deadlock
// DEADLOCKS: 1
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int x;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  x++;
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return x;
}
