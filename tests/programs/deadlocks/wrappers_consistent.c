/* Nested lock wrappers, always in the same order a then b: no deadlock. */
// EXPECT-DEADLOCK: no-deadlock
// DEADLOCKS: 0
#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
int x;
static void take(pthread_mutex_t *m) { pthread_mutex_lock(m); }
static void drop(pthread_mutex_t *m) { pthread_mutex_unlock(m); }
static void take_both(void) { take(&a); take(&b); }
static void drop_both(void) { drop(&b); drop(&a); }
void *worker(void *arg) { take_both(); x++; drop_both(); return arg; }
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return x;
}
