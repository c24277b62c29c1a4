/* Attacks "two instances of a multiple thread surely overlap"
 * (race_pairs.cpp instances_overlap): `task` is created in a helper that
 * main calls twice, so the thread is multiple; but the helper joins its
 * thread before returning, so the first instance has ended before the
 * second is created. The instances never overlap. Truth: no-race (a sound
 * rule can see the matched join between the two creates). */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
int hits;
void *task(void *arg) { hits++; return arg; }
void run_task(void) {
  pthread_t t;
  pthread_create(&t, 0, task, 0);
  pthread_join(t, 0);
}
int main(void) {
  run_task();
  run_task();
  return hits;
}
