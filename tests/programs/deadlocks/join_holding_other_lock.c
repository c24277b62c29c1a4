/* A join under a lock the joined thread never takes waits for nothing it
 * holds: no deadlock (the worker takes n, main holds m). */
// EXPECT-DEADLOCK: no-deadlock
// DEADLOCKS: 0
#include <pthread.h>
int done, other;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER, n = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  pthread_mutex_lock(&n);
  done = 1;
  pthread_mutex_unlock(&n);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  other = 2;
  pthread_join(t, 0);
  pthread_mutex_unlock(&m);
  return done + other;
}
