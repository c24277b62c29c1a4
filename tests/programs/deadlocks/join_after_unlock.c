/* Twin of join_holding_lock.c: main releases m before it joins the worker,
 * so the join waits holding nothing the worker needs. */
// EXPECT-DEADLOCK: no-deadlock
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
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return done;
}
