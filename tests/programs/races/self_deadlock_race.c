/* Twin of self_deadlock_norace.c: log_event is called after the unlock,
 * the worker reaches `hits++` while main writes hits. Truth: race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: must hits A B
#include <pthread.h>
int hits, logged;
pthread_mutex_t m;
static void log_event(void) { pthread_mutex_lock(&m); logged++; pthread_mutex_unlock(&m); }
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  log_event();
  hits++; /* @A */
  return arg;
}
int main(void) {
  pthread_t w;
  pthread_mutexattr_t at;
  pthread_mutexattr_init(&at);
  pthread_mutexattr_settype(&at, PTHREAD_MUTEX_NORMAL);
  pthread_mutex_init(&m, &at);
  pthread_create(&w, 0, worker, 0);
  hits = 5; /* @B */
  pthread_join(w, 0);
  return 0;
}
