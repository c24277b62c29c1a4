/* Twin of join_loop_global_counter_norace: the global counter has a second
 * name (an asm label) through which a worker moves it on, so main's create
 * loop may skip a slot and its join loop then joins a slot no create wrote
 * while a worker still runs. The counter is written by code the program
 * text does not show under its own name: the loops must not pair. Truth:
 * race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
int i;
extern int i2 __asm__("i");
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total++;
  i2 = 4;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t tids[4];
  for (i = 0; i < 4; i++) pthread_create(&tids[i], 0, worker, 0);
  for (i = 0; i < 4; i++) pthread_join(tids[i], 0);
  return total;
}
