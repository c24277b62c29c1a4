/* The second thread's function is chosen through a function pointer; only
 * through it does the inversion appear.
 * The syntactic backend's call through the pointer may
 * reach other functions: the nesting does not run for sure there. */
// EXPECT-DEADLOCK: deadlock
// DEADLOCKS: 1
// EXPECT-DEADLOCK-SYNTACTIC: unknown
// DEADLOCKS-SYNTACTIC: 0
#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
void *ab(void *arg) { pthread_mutex_lock(&a); pthread_mutex_lock(&b); pthread_mutex_unlock(&b); pthread_mutex_unlock(&a); return arg; }
void *ba(void *arg) { pthread_mutex_lock(&b); pthread_mutex_lock(&a); pthread_mutex_unlock(&a); pthread_mutex_unlock(&b); return arg; }
int main(void) {
  void *(*second)(void *) = ba;
  pthread_t x, y;
  pthread_create(&x, 0, ab, 0);
  pthread_create(&y, 0, second, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  return 0;
}
