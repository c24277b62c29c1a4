/* A library call that initialises a local (`int n = snprintf(line, ...)`,
 * CIL's Local_init/ConsInit) has the library's accesses too. Both workers
 * format into the same global buffer without a lock: a race (TSan 5/5;
 * before: a wrong no-race). snprintf's write is possible only (the length
 * it writes depends on the format): unknown. The witness search is off. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may line A A
// OPTS: -racer-witness-steps 0
#include <pthread.h>
#include <stdio.h>
char line[64];
void *worker(void *arg) {
  int n = snprintf(line, sizeof line, "worker %ld done", (long)arg); /* @A */
  return (void *)(long)n;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, (void *)1);
  pthread_create(&t2, 0, worker, (void *)2);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
