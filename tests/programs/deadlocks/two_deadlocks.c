/* Two independent inversions (a/b and c/d): both are reported. */
// EXPECT-DEADLOCK: deadlock
// DEADLOCKS: 2
#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t c = PTHREAD_MUTEX_INITIALIZER, d = PTHREAD_MUTEX_INITIALIZER;
static void both(pthread_mutex_t *x, pthread_mutex_t *y) {
  pthread_mutex_lock(x);
  pthread_mutex_lock(y);
  pthread_mutex_unlock(y);
  pthread_mutex_unlock(x);
}
void *t1(void *arg) { both(&a, &b); both(&c, &d); return arg; }
void *t2(void *arg) { both(&b, &a); both(&d, &c); return arg; }
int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, t1, 0);
  pthread_create(&y, 0, t2, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  return 0;
}
