/* Twins the join retire rule (active_analysis.cpp retire/left_running: a
 * joined thread leaves running only what its exit states hold;
 * pthread_exit is to end the thread where it is called). The spawner
 * leaves through pthread_exit before joining its child when it has nothing
 * more to do, so the child may still add to `total` after main joined the
 * spawner. Truth: race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may total A B
#include <pthread.h>
int total;
void *adder(void *arg) { total++; /* @A */ return arg; }
void *spawner(void *arg) {
  pthread_t child;
  pthread_create(&child, 0, adder, 0);
  if (arg == 0)
    pthread_exit(0); /* nothing else to do: leave (the child still runs) */
  pthread_join(child, 0);
  return arg;
}
int main(void) {
  pthread_t s;
  pthread_create(&s, 0, spawner, 0);
  pthread_join(s, 0);
  total++; /* @B */
  return total;
}
