/* Issue 18's third program: register_thread has no body and receives
 * &child, so it may replace the id (another thread's, or one it made); the
 * join may then not end adder, which can run alongside main's total++.
 * The truth depends on code Racer does not see; with a register_thread
 * that stores another id there is a race, so `no-race` is wrong and
 * `unknown` is the honest answer. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
int total;
extern void register_thread(pthread_t *id);
void *adder(void *arg) { total++; return 0; }
void *spawner(void *arg) {
  pthread_t child;
  pthread_create(&child, 0, adder, 0);
  register_thread(&child);
  pthread_join(child, 0);
  return 0;
}
int main(void) {
  pthread_t s;
  pthread_create(&s, 0, spawner, 0);
  pthread_join(s, 0);
  total++;
  return 0;
}
