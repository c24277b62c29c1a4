/* Twin of forever_create_loop_race.c: the loop is left after its first
 * create when the request queue is empty, which it always is here, so one
 * worker only ever runs: no race. The `break` makes the loop one that is
 * not known to repeat; Racer must not claim two workers. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
int served;
int pending;
void *worker(void *arg) {
  served = served + 1;
  return arg;
}
int main(void) {
  pthread_t t;
  for (;;) {
    pthread_create(&t, 0, worker, 0);
    if (pending == 0) break;
    pending--;
  }
  pthread_join(t, 0);
  return served;
}
