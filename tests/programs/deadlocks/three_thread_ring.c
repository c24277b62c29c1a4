/* Three threads, each taking its lock then the next one's: a ring
 * a -> b -> c -> a that needs all three threads. */
// EXPECT-DEADLOCK: deadlock
// DEADLOCKS: 1
#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER,
                c = PTHREAD_MUTEX_INITIALIZER;
void *t1(void *arg) { pthread_mutex_lock(&a); pthread_mutex_lock(&b); pthread_mutex_unlock(&b); pthread_mutex_unlock(&a); return arg; }
void *t2(void *arg) { pthread_mutex_lock(&b); pthread_mutex_lock(&c); pthread_mutex_unlock(&c); pthread_mutex_unlock(&b); return arg; }
void *t3(void *arg) { pthread_mutex_lock(&c); pthread_mutex_lock(&a); pthread_mutex_unlock(&a); pthread_mutex_unlock(&c); return arg; }
int main(void) {
  pthread_t x, y, z;
  pthread_create(&x, 0, t1, 0);
  pthread_create(&y, 0, t2, 0);
  pthread_create(&z, 0, t3, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  pthread_join(z, 0);
  return 0;
}
