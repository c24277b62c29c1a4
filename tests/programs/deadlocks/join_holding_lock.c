/* A join that waits while holding a lock the joined thread takes: when main
 * takes m first, the worker waits for m and main for the worker. The lock
 * graph has no edge for a join, so Racer says unknown (with this join as
 * the reason), never no-deadlock. Twin: join_after_unlock.c. */
// EXPECT-DEADLOCK: unknown
// DEADLOCKS: 0
#include <pthread.h>
int done;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  done = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  done = 2;
  pthread_join(t, 0);
  pthread_mutex_unlock(&m);
  return done;
}
