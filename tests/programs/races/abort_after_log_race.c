/* Twin of abort_after_log_norace.c: the configuration is loaded, the
 * worker goes on to `hits++` while main writes `hits`. Truth: race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: must hits A B
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
int config_loaded = 1;
int hits;
void *worker(void *arg) {
  if (!config_loaded) {
    fputs("no configuration\n", stderr);
    abort();
  }
  hits++; /* @A */
  return arg;
}
int main(void) {
  pthread_t w;
  pthread_create(&w, 0, worker, 0);
  hits = 5; /* @B */
  pthread_join(w, 0);
  return 0;
}
