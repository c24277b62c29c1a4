/* No deadlock: T2 waits (condition variable on flag `ready`, under mutex M)
 * until T1 finished its A->B nesting; only then T2 nests B->A. */
// EXPECT-DEADLOCK: unknown
// DEADLOCKS: 0
#include <pthread.h>
pthread_mutex_t A = PTHREAD_MUTEX_INITIALIZER, B = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t M = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int ready, x;
void *t1(void *p) {
  pthread_mutex_lock(&A); pthread_mutex_lock(&B); x++;
  pthread_mutex_unlock(&B); pthread_mutex_unlock(&A);
  pthread_mutex_lock(&M); ready = 1; pthread_cond_signal(&cv); pthread_mutex_unlock(&M);
  return 0;
}
void *t2(void *p) {
  pthread_mutex_lock(&M);
  while (!ready) pthread_cond_wait(&cv, &M);
  pthread_mutex_unlock(&M);
  pthread_mutex_lock(&B); pthread_mutex_lock(&A); x++;
  pthread_mutex_unlock(&A); pthread_mutex_unlock(&B);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
