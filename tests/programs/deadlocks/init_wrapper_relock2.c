/* Deadlock: A helper makes `tree_lock` recursive (through its pointer
 * formal); `stats_lock` is a static default mutex
 * (PTHREAD_MUTEX_INITIALIZER). worker relocks stats_lock (bump() is called
 * with it held): blocks forever. */
// EXPECT-DEADLOCK: deadlock
// DEADLOCKS: 1
// EXPECT-DEADLOCK-SYNTACTIC: unknown
// DEADLOCKS-SYNTACTIC: 0
#include <pthread.h>
pthread_mutex_t tree_lock, stats_lock = PTHREAD_MUTEX_INITIALIZER;
int nodes, hits;
void recursive_init(pthread_mutex_t *m) {
  pthread_mutexattr_t at;
  pthread_mutexattr_init(&at);
  pthread_mutexattr_settype(&at, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(m, &at);
}
void bump(void) { pthread_mutex_lock(&stats_lock); hits++; pthread_mutex_unlock(&stats_lock); }
void *worker(void *p) {
  pthread_mutex_lock(&tree_lock); nodes++; pthread_mutex_unlock(&tree_lock);
  pthread_mutex_lock(&stats_lock);
  bump();
  pthread_mutex_unlock(&stats_lock);
  return 0;
}
int main(void) {
  recursive_init(&tree_lock);
  pthread_t a;
  pthread_create(&a, 0, worker, 0);
  pthread_join(a, 0);
  return 0;
}
