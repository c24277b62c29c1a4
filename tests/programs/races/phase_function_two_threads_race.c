/* Positive twin of phase_function_twice_norace.c: the phase runs in two
 * drivers at once, so the two workers (one per driver) may increment
 * `total` at the same time. Truth: race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may total A A
#include <pthread.h>
int total;
void *worker(void *arg) { total++; /* @A */ return arg; }
static void run_phase(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
}
void *driver(void *arg) { run_phase(); return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, driver, 0);
  pthread_create(&b, 0, driver, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return total;
}
