/* Racy twin of once_routine_starts_thread_norace.c: the logger reads
 * `config` WITHOUT calling pthread_once first, so it can read while the
 * routine (still running in main) writes it: a real race. The routine's
 * access may not be part of a certain race (which thread runs a routine is
 * not known in general), so `unknown` is the expected sound answer. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// RACE: may config A B
#include <pthread.h>
pthread_once_t once = PTHREAD_ONCE_INIT;
pthread_t logger_id;
int config;
void *logger(void *arg);
static void start(void) {
  pthread_create(&logger_id, 0, logger, 0);
  config = 42; /* @A */
}
void *logger(void *arg) {
  int c = config; /* @B */
  return (void *)(long)c;
  (void)arg;
}
int main(void) {
  pthread_once(&once, start);
  pthread_join(logger_id, 0);
  return 0;
}
