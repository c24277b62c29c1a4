/* Positive twin of id_by_address_race.c: the unknown function gets the id
 * by value (it only records it), so it cannot change `t`, and the join
 * ends the worker before main reads `hits`. Truth: no race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// NORACE: hits
#include <pthread.h>
extern void log_thread(pthread_t id); /* records the id, joins/detaches nothing */
int hits;
void *worker(void *arg) { hits++; return arg; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  log_thread(t);
  pthread_join(t, 0);
  return hits;
}
