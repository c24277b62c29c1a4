/* Positive twin of exit_before_join_race.c: the spawner leaves early with
 * `return` instead of pthread_exit; its exit state then holds the child,
 * which main's join of the spawner must not retire. Truth: race. */
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
    return 0; /* nothing else to do: leave (the child still runs) */
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
