/* Extern function without a body that receives a mutex's address: each
 * worker locks `m` directly but releases it through unlock_and_notify(),
 * defined in another translation unit (for the TSan run:
 * extern_unlock_wrapper_lib.c, which unlocks m and signals a listener). After
 * that call `m` is free, so the updates of `stats` race. Racer treats the
 * body-less call as doing nothing to the lockset: `m` still held, stats
 * "protected". It does report an unreleased lock, which only blocks `race`. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// RACE: may stats A A
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int pending;
int stats;
extern void unlock_and_notify(pthread_mutex_t *lock);
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  pending++;
  unlock_and_notify(&m);
  stats++; /* @A */
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return stats;
}
