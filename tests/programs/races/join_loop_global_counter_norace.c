/* Twins join_loops (core): both loops count with one global, which only
 * main assigns, and main runs once (nothing calls it): the loops pair, and
 * after the join loop no worker runs. Twin: join_loop_global_counter_asm_race.
 * Truth: no race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// NORACE: total
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
int i;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t tids[4];
  for (i = 0; i < 4; i++) pthread_create(&tids[i], 0, worker, 0);
  for (i = 0; i < 4; i++) pthread_join(tids[i], 0);
  return total;
}
