/* Twins the join retire rule against cancellation: main cancels the
 * spawner and joins it. pthread_join is a cancellation point, so the
 * spawner can be cancelled while waiting for its child and end without
 * joining it; the child may then add to `total` after main's join. A
 * joined thread does not always end at its own exit. Truth: race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// RACE: may total A B
#include <pthread.h>
int total;
void *adder(void *arg) { total++; /* @A */ return arg; }
void *spawner(void *arg) {
  pthread_t child;
  pthread_create(&child, 0, adder, 0);
  pthread_join(child, 0); /* a cancellation point */
  return arg;
}
int main(void) {
  pthread_t s;
  pthread_create(&s, 0, spawner, 0);
  pthread_cancel(s); /* shutting down */
  pthread_join(s, 0);
  total++; /* @B */
  return total;
}
