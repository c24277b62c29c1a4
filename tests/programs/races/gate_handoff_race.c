/* Twin of gate_handoff_norace.c: the worker writes `hits` before passing
 * the gate, so its write may coincide with main's. Truth: race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: must hits A B
#include <pthread.h>
int hits;
pthread_mutex_t gate = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  hits++; /* @A */
  pthread_mutex_lock(&gate);
  pthread_mutex_unlock(&gate);
  return arg;
}
int main(void) {
  pthread_t w;
  pthread_mutex_lock(&gate);
  pthread_create(&w, 0, worker, 0);
  hits = 5; /* @B */
  pthread_mutex_unlock(&gate);
  pthread_join(w, 0);
  return 0;
}
