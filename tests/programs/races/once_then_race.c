/* Both workers call pthread_once, then update a counter without a lock:
 * being after a once call orders them after the routine, not with each
 * other. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must hits A A
// NORACE: config
#include <pthread.h>
pthread_once_t once = PTHREAD_ONCE_INIT;
int config;
int hits;
void setup(void) { config = 1; }
void *worker(void *arg) {
  pthread_once(&once, setup);
  hits = hits + config; /* @A */
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return hits;
}
