/* Lock history through a helper: as held_across_create_norace.c, but the
 * worker synchronises with main through wait_for_setup(), a helper that takes
 * and releases the setup lock. main holds that lock from before the create
 * until after it initialised `config`, so the worker's read comes after the
 * write. Nothing at the two accesses shows it (locksets {setup_lock} vs {}).
 * Proved by the lock-history digest LH (docs/engines.md, "Digests"). */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
#include <pthread.h>
pthread_mutex_t setup_lock = PTHREAD_MUTEX_INITIALIZER;
int config;
static void wait_for_setup(void) {
  pthread_mutex_lock(&setup_lock);
  pthread_mutex_unlock(&setup_lock);
}
void *worker(void *arg) {
  int c;
  wait_for_setup();
  c = config;
  return (void *)(long)c;
  (void)arg;
}
int main(void) {
  pthread_t t;
  pthread_mutex_lock(&setup_lock);
  pthread_create(&t, 0, worker, 0);
  config = 42;
  pthread_mutex_unlock(&setup_lock);
  pthread_join(t, 0);
  return 0;
}
