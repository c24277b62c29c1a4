/* The same re-locking as double_lock.c, on a mutex made recursive by its
 * attribute: the second lock only counts, nobody waits. */
// EXPECT-DEADLOCK: no-deadlock
// DEADLOCKS: 0
#include <pthread.h>
pthread_mutex_t m;
int x;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  x++;
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &a);
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return x;
}
