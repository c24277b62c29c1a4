/* Attacks "paths that end in abort/exit are ignored" (surely_executed.cpp:
 * a call that never returns does not make a statement avoidable). That is
 * only sound if some execution avoids the abort. Here the worker aborts on
 * every execution (`config_loaded` is never set), so `hits++` never runs;
 * main's write has no partner. Truth: no-race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: no-race
#include <pthread.h>
#include <stdlib.h>
int config_loaded;                 /* the loader was left out: always 0 */
int hits;
void *worker(void *arg) {
  if (!config_loaded)
    abort();
  hits++;
  return arg;
}
int main(void) {
  pthread_t w;
  pthread_create(&w, 0, worker, 0);
  hits = 5;
  pthread_join(w, 0);
  return 0;
}
