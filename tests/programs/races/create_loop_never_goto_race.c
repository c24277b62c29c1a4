/* Twin of create_loop_never_norace: the loop's test fails at once, but a
 * goto after the loop lands on the create inside its body, so a worker
 * runs while main writes `hits` the second time. The loop is entered
 * half-way: its counter's start says nothing, and the core must not take
 * the body out of the graph. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must hits A B
#include <pthread.h>
int hits;
void *worker(void *arg) {
  hits++; /* @A */
  return arg;
}
int main(void) {
  pthread_t id;
  int tries = 0;
  for (int i = 0; i < 0; i++) {
  spawn:
    pthread_create(&id, 0, worker, 0);
  }
  hits = 5; /* @B */
  if (tries++ == 0)
    goto spawn;
  return 0;
}
