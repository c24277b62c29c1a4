/* Attacks the Eva `over` run (eva_threads.ml over) on access targets:
 * failover writes &backup into main's local `target` and is joined before
 * main writes through it; main's over run still sees target == &primary
 * (its locals are fresh in each run, and the Local_init is not made
 * optional) and reports a must-race on primary with the worker. Main
 * writes backup. Truth: no-race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
int primary, backup;
void *failover(void *arg) { *(int **)arg = &backup; return arg; }
void *worker(void *arg) { primary++; return arg; }
int main(void) {
  pthread_t f, w;
  int *target = &primary;
  pthread_create(&f, 0, failover, &target);
  pthread_join(f, 0);                /* target == &backup from here on */
  pthread_create(&w, 0, worker, 0);
  *target = 7;
  pthread_join(w, 0);
  return 0;
}
