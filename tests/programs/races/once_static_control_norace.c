/* Twin of once_local_control_race.c with the control declared `static`: one
 * control for both workers, setup() runs once and every once call returns
 * after it: no race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// NORACE: config
#include <pthread.h>
int config;
static void setup(void) { config = 42; }
void *worker(void *arg) {
  static pthread_once_t once = PTHREAD_ONCE_INIT;
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
