/* Two levels of lock wrappers still protect the shared variable. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
int shared;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void lock_inner(pthread_mutex_t *l) { pthread_mutex_lock(l); }
static void lock_outer(pthread_mutex_t *l) { lock_inner(l); }
static void unlock_inner(pthread_mutex_t *l) { pthread_mutex_unlock(l); }
static void unlock_outer(pthread_mutex_t *l) { unlock_inner(l); }
void *worker(void *arg) { lock_outer(&m); shared++; unlock_outer(&m); return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return shared;
}
