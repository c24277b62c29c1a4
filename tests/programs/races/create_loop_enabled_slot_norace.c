/* Attacks "two instances of a multiple thread surely overlap"
 * (race_pairs.cpp instances_overlap): the create sits under a condition in
 * a loop, which makes the thread multiple, but only slot 0 is enabled
 * (a constant table), so exactly one worker exists. Truth: no-race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
const int slot_enabled[4] = { 1, 0, 0, 0 };
int hits;
void *worker(void *arg) { hits++; return arg; }
int main(void) {
  pthread_t ids[4];
  for (int i = 0; i < 4; i++)
    if (slot_enabled[i])
      pthread_create(&ids[i], 0, worker, 0);
  for (int i = 0; i < 4; i++)
    if (slot_enabled[i])
      pthread_join(ids[i], 0);
  return 0;
}
