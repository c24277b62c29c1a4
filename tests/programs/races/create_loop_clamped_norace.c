/* Twins the "multiple thread" rule (thread_graph.cpp: a create on a CFG
 * cycle is multiple) and its use for must-races (race_pairs.cpp
 * instances_overlap: two instances surely overlap). Twin of
 * create_loop_once.c with the bound in a variable: the worker count is
 * clamped to MAX_WORKERS, 1 in this build, so at most one worker ever
 * increments `hits` and main reads it after the (paired) join loop.
 * Truth: no race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#define MAX_WORKERS 1
extern int __VERIFIER_nondet_int(void);
int hits;
void *worker(void *arg) { hits++; return arg; }
int main(void) {
  pthread_t t[MAX_WORKERS];
  int n = __VERIFIER_nondet_int();
  if (n > MAX_WORKERS) n = MAX_WORKERS;
  for (int i = 0; i < n; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < n; i++) pthread_join(t[i], 0);
  return hits;
}
