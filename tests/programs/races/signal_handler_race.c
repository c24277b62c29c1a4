/* A SIGUSR1 handler installed with sigaction bumps a statistics counter;
 * a worker thread also updates it. The signal may be handled on any
 * thread while the worker runs.
 * A signal handler is an unmodelled construct: no certain verdict. Found by a review. Race. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <signal.h>
#include <string.h>
int hits;
static void on_usr1(int sig) { (void)sig; hits = hits + 1; }
void *worker(void *a) { hits = hits + 10; return a; }
int main(void) {
  struct sigaction sa;
  pthread_t t;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_usr1;
  sigaction(SIGUSR1, &sa, 0);
  pthread_create(&t, 0, worker, 0);
  raise(SIGUSR1);
  pthread_join(t, 0);
  return hits;
}
