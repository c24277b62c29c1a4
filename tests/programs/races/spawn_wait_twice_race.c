/* Twin of spawn_wait_twice_norace.c: the helper returns the id and main
 * joins both tasks only at the end, so the two instances run together and
 * both increment `hits`. Truth: race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: must hits A A
#include <pthread.h>
int hits;
void *task(void *arg) { hits++; /* @A */ return arg; }
pthread_t start_task(void) {
  pthread_t t;
  pthread_create(&t, 0, task, 0);
  return t;
}
int main(void) {
  pthread_t a = start_task();
  pthread_t b = start_task();
  pthread_join(a, 0);
  pthread_join(b, 0);
  return hits;
}
