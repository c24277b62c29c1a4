/* Attacks the certain-race schedule's "no way that ends the program
 * branching off" (core/src/races/race_schedule.cpp obstacles: only a
 * statement on the way or its direct successor is checked for a call that
 * never returns) together with surely_executed's "paths that end in abort
 * are ignored". The abort sits one statement after the branch, behind a
 * log line, and the branch is always taken (`config_loaded` is never set):
 * the worker always aborts before `hits++`. Truth: no-race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: no-race
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
int config_loaded;                   /* the loader was left out: always 0 */
int hits;
void *worker(void *arg) {
  if (!config_loaded) {
    fputs("no configuration\n", stderr);
    abort();
  }
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
