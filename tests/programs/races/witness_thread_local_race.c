/* Each thread has its own `mine` (thread-local), but publishes its address
 * in the shared `slot`. The first thread writes through `slot` after the
 * second one has replaced it: into the second thread's `mine`, which that
 * thread writes too, without the lock. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must mine A B
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
__thread int mine;
int *slot;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  slot = &mine;
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  *slot = 2; /* @A */
  pthread_mutex_unlock(&m);
  mine = 1; /* @B */
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
