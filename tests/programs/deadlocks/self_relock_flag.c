/* No deadlock: update(1) is only called with m already held and then does
 * not lock; update(0) locks m itself. The relock m->m exists only on the
 * path "caller holds m and locked == 0", which no call takes. */
// EXPECT-DEADLOCK: unknown
// DEADLOCKS: 0
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int x;
void update(int locked) {
  if (!locked) pthread_mutex_lock(&m);
  x++;
  if (!locked) pthread_mutex_unlock(&m);
}
void *worker(void *p) {
  pthread_mutex_lock(&m);
  update(1);
  pthread_mutex_unlock(&m);
  update(0);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0); pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
