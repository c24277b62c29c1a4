/* free(p) modifies the block p points to (C11 7.22.3, 5.1.2.4): a write of
 * it, whole, which may happen (p may be NULL). The worker reads the block
 * main gave it while main frees it without joining first: a race (TSan
 * 5/5; before: a wrong no-race). heap_passed_joined.c joins first. The
 * witness search is off: the free is only a possible access. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE-EVA: may __malloc_main_l23 A B
// RACE-ALIAS: may __malloc_main_l23 A B
// RACE-SYNTACTIC: may cfg A B
// OPTS: -racer-witness-steps 0
#include <pthread.h>
#include <stdlib.h>
void *worker(void *arg) {
  int *cfg = arg;
  int v = cfg[0]; /* @A */
  return (void *)(long)v;
}
int main(void) {
  pthread_t t;
  int *cfg = malloc(4 * sizeof(int));
  if (!cfg) return 1;
  cfg[0] = 7;
  pthread_create(&t, 0, worker, cfg);
  free(cfg); /* @B */
  pthread_join(t, 0);
  return 0;
}
