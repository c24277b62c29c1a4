/* Twin of signal_handler_race: ignoring a signal (SIG_IGN) installs no
 * handler, and the program keeps its certain verdict. The worker and main
 * count under one lock. No race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
#include <pthread.h>
#include <signal.h>
int hits;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  hits++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  signal(SIGPIPE, SIG_IGN);
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  hits++;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return hits;
}
