/* An atomic load and a plain load of the same object: two reads never race;
 * the only write happens in main before the threads start. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: level
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
int level;
void *polls(void *arg) {
  int seen = __atomic_load_n(&level, __ATOMIC_ACQUIRE);
  return (void *)(long)seen;
  (void)arg;
}
void *peeks(void *arg) {
  int seen = level;
  return (void *)(long)seen;
  (void)arg;
}
int main(void) {
  pthread_t a, b;
  level = 3;
  pthread_create(&a, 0, polls, 0);
  pthread_create(&b, 0, peeks, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
