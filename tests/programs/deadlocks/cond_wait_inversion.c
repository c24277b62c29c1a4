/* A thread waits on a condition with mutex m while still holding a: the
 * wait gives m back and takes it again with a held, the order a -> m. The
 * signaller takes m then a: with the waiter holding a, it blocks holding m,
 * and the waiter can never have m back.
 * A certain deadlock needs nothing else to order the
 * threads; a condition wait may (cond_ordered): unknown. */
// EXPECT-DEADLOCK: unknown
// DEADLOCKS: 0
#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
int ready;
void *waiter(void *arg) {
  pthread_mutex_lock(&m);
  pthread_mutex_lock(&a);
  while (!ready)
    pthread_cond_wait(&c, &m);
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&m);
  return arg;
}
void *signaller(void *arg) {
  pthread_mutex_lock(&m);
  pthread_mutex_lock(&a);
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&a);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, waiter, 0);
  pthread_create(&t2, 0, signaller, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
