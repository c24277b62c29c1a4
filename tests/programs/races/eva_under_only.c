/* -cc-thread-approx under may only prove races: this race-free program
 * gets unknown, a racy one (same_function_twice.c) gets race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: unknown
// EXPECT-ALIAS: no-race
// OPTS: -cc-thread-approx under
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total += 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return total;
}
