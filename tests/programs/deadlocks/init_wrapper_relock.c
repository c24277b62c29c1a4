/* Deadlock: A common init wrapper makes `tree_lock` recursive but
 * `stats_lock` a plain default mutex (rec == 0). worker relocks stats_lock
 * (bump() is called with it held): a default mutex relocked by its owner
 * blocks forever, on every run. */
// EXPECT-DEADLOCK: unknown
// DEADLOCKS: 0
#include <pthread.h>
pthread_mutex_t tree_lock, stats_lock;
int nodes, hits;
void lock_init(pthread_mutex_t *m, int rec) {
  pthread_mutexattr_t at;
  pthread_mutexattr_init(&at);
  pthread_mutexattr_settype(&at, rec ? PTHREAD_MUTEX_RECURSIVE : PTHREAD_MUTEX_DEFAULT);
  pthread_mutex_init(m, &at);
  pthread_mutexattr_destroy(&at);
}
void bump(void) { pthread_mutex_lock(&stats_lock); hits++; pthread_mutex_unlock(&stats_lock); }
void *worker(void *p) {
  pthread_mutex_lock(&tree_lock); pthread_mutex_lock(&tree_lock); nodes++;
  pthread_mutex_unlock(&tree_lock); pthread_mutex_unlock(&tree_lock);
  pthread_mutex_lock(&stats_lock);
  bump();
  pthread_mutex_unlock(&stats_lock);
  return 0;
}
int main(void) {
  lock_init(&tree_lock, 1);
  lock_init(&stats_lock, 0);
  pthread_t a;
  pthread_create(&a, 0, worker, 0);
  pthread_join(a, 0);
  return 0;
}
