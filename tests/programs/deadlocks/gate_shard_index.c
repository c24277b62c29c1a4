/* No deadlock: Both threads hold the same gate, shard[k] with k == 0 (k is
 * a global that is 0 and never changes), around their opposite nestings of
 * A and B: the gate keeps them apart. */
// EXPECT-DEADLOCK: unknown
// DEADLOCKS: 0
// EXPECT-DEADLOCK-EVA: no-deadlock
// DEADLOCKS-EVA: 0
#include <pthread.h>
pthread_mutex_t shard[4] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
                            PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER};
pthread_mutex_t A = PTHREAD_MUTEX_INITIALIZER, B = PTHREAD_MUTEX_INITIALIZER;
int k = 0;
int x;
void *t1(void *p) {
  pthread_mutex_lock(&shard[k]);
  pthread_mutex_lock(&A); pthread_mutex_lock(&B); x++;
  pthread_mutex_unlock(&B); pthread_mutex_unlock(&A);
  pthread_mutex_unlock(&shard[k]);
  return 0;
}
void *t2(void *p) {
  pthread_mutex_lock(&shard[k]);
  pthread_mutex_lock(&B); pthread_mutex_lock(&A); x++;
  pthread_mutex_unlock(&A); pthread_mutex_unlock(&B);
  pthread_mutex_unlock(&shard[k]);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
