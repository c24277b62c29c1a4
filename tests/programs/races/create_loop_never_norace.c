/* A create loop whose counter fails its bound at once (i from 0 while
 * i < 0): the body never runs, no worker exists, and main's write of
 * `hits` is the only access. The core proves the loop never runs from its
 * counter's start and bound (docs/engines.md, "Loops": at most once) and
 * takes the way into the body out of the analysis graph. Twin:
 * create_loop_never_goto_race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: hits
#include <pthread.h>
int hits;
void *worker(void *arg) {
  hits++;
  return arg;
}
int main(void) {
  pthread_t id;
  for (int i = 0; i < 0; i++)
    pthread_create(&id, 0, worker, 0);
  hits = 5;
  return 0;
}
