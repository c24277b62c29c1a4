/* Deadlock: T1 write-locks A, T2 write-locks B; T1 read-locks B (blocks: B
 * is write-held by T2), T2 read-locks A (blocks: A is write-held by T1).
 * Both acquisitions in the cycle are read acquisitions, but the locks are
 * HELD in write mode, so each waits for the other forever. */
// EXPECT-DEADLOCK: deadlock
// DEADLOCKS: 1
#include <pthread.h>
pthread_rwlock_t A = PTHREAD_RWLOCK_INITIALIZER, B = PTHREAD_RWLOCK_INITIALIZER;
int x, y;
void *t1(void *p) {
  pthread_rwlock_wrlock(&A); x++;
  pthread_rwlock_rdlock(&B); x += y;
  pthread_rwlock_unlock(&B); pthread_rwlock_unlock(&A);
  return 0;
}
void *t2(void *p) {
  pthread_rwlock_wrlock(&B); y++;
  pthread_rwlock_rdlock(&A); y += x;
  pthread_rwlock_unlock(&A); pthread_rwlock_unlock(&B);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
