/* Both threads take two rwlocks for reading, in opposite orders: readers
 * never wait for readers, so no deadlock. */
// EXPECT-DEADLOCK: no-deadlock
// DEADLOCKS: 0
#include <pthread.h>
pthread_rwlock_t a = PTHREAD_RWLOCK_INITIALIZER, b = PTHREAD_RWLOCK_INITIALIZER;
void *t1(void *arg) { pthread_rwlock_rdlock(&a); pthread_rwlock_rdlock(&b); pthread_rwlock_unlock(&b); pthread_rwlock_unlock(&a); return arg; }
void *t2(void *arg) { pthread_rwlock_rdlock(&b); pthread_rwlock_rdlock(&a); pthread_rwlock_unlock(&a); pthread_rwlock_unlock(&b); return arg; }
int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, t1, 0);
  pthread_create(&y, 0, t2, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  return 0;
}
