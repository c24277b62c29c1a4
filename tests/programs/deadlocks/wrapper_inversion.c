/* One wrapper takes its two arguments in order; the threads pass them in
 * opposite orders: a deadlock only visible through the wrapper's formals. */
// EXPECT-DEADLOCK: deadlock
// DEADLOCKS: 1
#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
int x;
static void take_two(pthread_mutex_t *first, pthread_mutex_t *second) {
  pthread_mutex_lock(first);
  pthread_mutex_lock(second);
}
static void drop_two(pthread_mutex_t *first, pthread_mutex_t *second) {
  pthread_mutex_unlock(second);
  pthread_mutex_unlock(first);
}
void *t1(void *arg) { take_two(&a, &b); x++; drop_two(&a, &b); return arg; }
void *t2(void *arg) { take_two(&b, &a); x++; drop_two(&b, &a); return arg; }
int main(void) {
  pthread_t p, q;
  pthread_create(&p, 0, t1, 0);
  pthread_create(&q, 0, t2, 0);
  pthread_join(p, 0);
  pthread_join(q, 0);
  return x;
}
