/* Attacks lock recognition under the alias backend: calls through
 * pointers are never classified as model calls
 * (core/src/models/classified_event.cpp), and once the alias backend
 * resolves `acquire` to pthread_mutex_lock (a function without a body)
 * nothing flags the call as unmodelled. Both workers really lock `m`
 * around `hits++`. Truth: no-race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
int hits;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int (*acquire)(pthread_mutex_t *) = pthread_mutex_lock;
int (*release)(pthread_mutex_t *) = pthread_mutex_unlock;
void *worker(void *arg) {
  acquire(&m);
  hits++;
  release(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
