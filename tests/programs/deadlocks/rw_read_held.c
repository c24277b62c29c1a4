/* No deadlock: T1 read-locks A then write-locks B; T2 read-locks B then
 * read-locks A. T1 may block on B (read-held by T2), but T2's read lock of
 * A is granted: A is only read-held by T1 and no writer is blocked on A
 * (POSIX pthread_rwlock_rdlock: "acquires the read lock if a writer does
 * not hold the lock and there are no writers blocked on the lock"). T2 then
 * releases B. */
// EXPECT-DEADLOCK: no-deadlock
// DEADLOCKS: 0
#include <pthread.h>
pthread_rwlock_t A = PTHREAD_RWLOCK_INITIALIZER, B = PTHREAD_RWLOCK_INITIALIZER;
int x, y;
void *t1(void *p) {
  pthread_rwlock_rdlock(&A);
  pthread_rwlock_wrlock(&B); y = x;
  pthread_rwlock_unlock(&B); pthread_rwlock_unlock(&A);
  return 0;
}
void *t2(void *p) {
  pthread_rwlock_rdlock(&B);
  pthread_rwlock_rdlock(&A); int v = x + y; (void)v;
  pthread_rwlock_unlock(&A); pthread_rwlock_unlock(&B);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
