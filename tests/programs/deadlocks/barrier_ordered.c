/* No deadlock: Phase 1: T1 nests A->B; phase 2 (after the barrier both must
 * reach): T2 nests B->A. T2's nesting starts only after T1 passed the
 * barrier, i.e. after T1 released A and B; T1 takes no lock after the
 * barrier. */
// EXPECT-DEADLOCK: unknown
// DEADLOCKS: 0
#include <pthread.h>
pthread_mutex_t A = PTHREAD_MUTEX_INITIALIZER, B = PTHREAD_MUTEX_INITIALIZER;
pthread_barrier_t bar;
int x;
void *t1(void *p) {
  pthread_mutex_lock(&A); pthread_mutex_lock(&B); x++;
  pthread_mutex_unlock(&B); pthread_mutex_unlock(&A);
  pthread_barrier_wait(&bar);
  return 0;
}
void *t2(void *p) {
  pthread_barrier_wait(&bar);
  pthread_mutex_lock(&B); pthread_mutex_lock(&A); x++;
  pthread_mutex_unlock(&A); pthread_mutex_unlock(&B);
  return 0;
}
int main(void) {
  pthread_barrier_init(&bar, 0, 2);
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
