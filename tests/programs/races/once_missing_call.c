/* One worker reads the configuration without calling pthread_once first:
 * it can read while the other worker's once routine writes. The routine
 * runs in whichever thread calls once first, so the race is possible, not
 * certain for a given thread. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may config A B
#include <pthread.h>
pthread_once_t once = PTHREAD_ONCE_INIT;
int config;
void setup(void) { config = 42; /* @A */ }
void *careful(void *arg) {
  int c;
  pthread_once(&once, setup);
  c = config;
  return (void *)(long)c;
  (void)arg;
}
void *hasty(void *arg) {
  int c = config; /* @B */
  return (void *)(long)c;
  (void)arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, careful, 0);
  pthread_create(&b, 0, hasty, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
