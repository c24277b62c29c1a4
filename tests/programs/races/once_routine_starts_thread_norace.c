/* pthread_once as the thing the child must pass (lock-history style): the
 * once routine, run by main, starts the logger thread and THEN fills
 * `config`; the logger itself calls pthread_once on the same control before
 * reading `config`. Its call returns only after the routine main is running
 * has completed, so the write happens before the read: no race. Racer's once
 * tokens (exclusive in the routine, shared after any once call) prove it. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// NORACE: config
#include <pthread.h>
pthread_once_t once = PTHREAD_ONCE_INIT;
pthread_t logger_id;
int config;
void *logger(void *arg);
static void start(void) {
  pthread_create(&logger_id, 0, logger, 0);
  config = 42;
}
void *logger(void *arg) {
  int c;
  pthread_once(&once, start);
  c = config;
  return (void *)(long)c;
  (void)arg;
}
int main(void) {
  pthread_once(&once, start);
  pthread_join(logger_id, 0);
  return 0;
}
