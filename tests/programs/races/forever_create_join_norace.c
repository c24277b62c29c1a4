/* Twin of forever_create_loop_race.c: the loop joins each worker before it
 * creates the next, so two workers never exist at once and `served` is
 * never raced on. A repeated loop makes two instances only when no join of
 * the thread is in the loop (RaceSchedule::repeats); a join in a loop is
 * not matched to its create, so no-race is not proved either (unknown). */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
int served;
void *worker(void *arg) {
  served = served + 1;
  return arg;
}
int main(void) {
  pthread_t t;
  while (1) {
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
  }
}
