/* Twins the join rule's "in a branch" case: the collector is joined only
 * when `verbose` is set; on the other way it still runs when main reads
 * `stats`. The join must leave the collector in the may set after the
 * `if` (and Eva's ghost of `t` is 1 on one way: no children_ended).
 * Truth: race (verbose == 0). */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may stats A B
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
int stats;
void *collector(void *arg) { stats++; /* @A */ return arg; }
int main(void) {
  pthread_t t;
  int verbose = __VERIFIER_nondet_int();
  pthread_create(&t, 0, collector, 0);
  if (verbose)
    pthread_join(t, 0);
  return stats; /* @B */
}
