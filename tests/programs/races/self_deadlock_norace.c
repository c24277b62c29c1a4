/* Attacks the schedule's lock history (race_schedule.cpp check): it only
 * asks whether a thread must take a lock that *another* stopped thread
 * holds, not whether the thread already holds it itself. The worker takes
 * the NORMAL mutex m and calls log_event, which takes m again: a NORMAL
 * mutex deadlocks (POSIX), so `hits++` is never reached; main writes hits
 * and returns. Truth: no-race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
int hits, logged;
pthread_mutex_t m;
static void log_event(void) { pthread_mutex_lock(&m); logged++; pthread_mutex_unlock(&m); }
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  log_event();                       /* m taken again: deadlock */
  pthread_mutex_unlock(&m);
  hits++;
  return arg;
}
int main(void) {
  pthread_t w;
  pthread_mutexattr_t at;
  pthread_mutexattr_init(&at);
  pthread_mutexattr_settype(&at, PTHREAD_MUTEX_NORMAL);
  pthread_mutex_init(&m, &at);
  pthread_create(&w, 0, worker, 0);
  hits = 5;
  return 0;                          /* ends the process, worker stuck */
}
