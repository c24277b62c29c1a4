/* Attacks "surely executed" for loops that never end for the program's
 * own reasons: only loops with no syntactic exit count as endless.
 * `running` is never cleared, so the server loops forever (doing real
 * locked work: not a spin) and `final_count = served` is never reached;
 * main writes `final_count` and returns, ending the process. Truth:
 * no-race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: no-race
#include <pthread.h>
int running = 1;                   /* nothing ever clears it */
int served, final_count;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *server(void *arg) {
  while (running) {
    pthread_mutex_lock(&m);
    served++;
    pthread_mutex_unlock(&m);
  }
  final_count = served;            /* never reached */
  return arg;
}
int main(void) {
  pthread_t s;
  pthread_create(&s, 0, server, 0);
  final_count = -1;
  return 0;                        /* the process ends, server still running */
}
