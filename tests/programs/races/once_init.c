/* A configuration initialised once with pthread_once: the routine's writes
 * happen before every once call returns, so the workers' reads after their
 * own call never race with them. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: config
#include <pthread.h>
pthread_once_t once = PTHREAD_ONCE_INIT;
int config;
void setup(void) { config = 42; }
void *worker(void *arg) {
  int c;
  pthread_once(&once, setup);
  c = config;
  return (void *)(long)c;
  (void)arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
