/* The mutex is reached through a pointer variable the syntactic backend
 * cannot follow, so the protection is not proven. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
int count;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t *lp = &m;
void *worker(void *arg) { pthread_mutex_lock(lp); count++; pthread_mutex_unlock(lp); return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return count;
}
