/* pthread_once with a control object local to the thread function (the
 * `static` was forgotten): each worker has its own control, so setup() runs
 * once PER THREAD, and the two runs write `config` concurrently: a real race.
 * Racer's once token is keyed by the control's base, the same name in both
 * threads, so it treats the two runs as mutually exclusive. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may config A A
#include <pthread.h>
int config;
static void setup(void) { config = 42; /* @A */ }
void *worker(void *arg) {
  pthread_once_t once = PTHREAD_ONCE_INIT;
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
