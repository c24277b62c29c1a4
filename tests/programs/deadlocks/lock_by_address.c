/* No deadlock: lock_pair() always takes the lower-addressed mutex first, so
 * both threads take A and B in the same global order whatever the argument
 * order (the classic address-ordering discipline). */
// EXPECT-DEADLOCK: unknown
// DEADLOCKS: 0
#include <pthread.h>
#include <stdint.h>
pthread_mutex_t A = PTHREAD_MUTEX_INITIALIZER, B = PTHREAD_MUTEX_INITIALIZER;
int x;
void lock_pair(pthread_mutex_t *p, pthread_mutex_t *q) {
  if ((uintptr_t)p < (uintptr_t)q) { pthread_mutex_lock(p); pthread_mutex_lock(q); }
  else                             { pthread_mutex_lock(q); pthread_mutex_lock(p); }
}
void unlock_pair(pthread_mutex_t *p, pthread_mutex_t *q) {
  pthread_mutex_unlock(p); pthread_mutex_unlock(q);
}
void *t1(void *a) { lock_pair(&A, &B); x++; unlock_pair(&A, &B); return 0; }
void *t2(void *a) { lock_pair(&B, &A); x++; unlock_pair(&B, &A); return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
