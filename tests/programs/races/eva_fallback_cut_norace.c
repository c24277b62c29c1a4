/* The race-free twin of eva_fallback_cut_race.c: the workers lock. Eva's
 * over run is cut short at the read through lookup's result (no body, no
 * specification) and never starts them, so it proves nothing; the alias
 * backend, which stands in for it, proves no race from the code (the
 * report says why it stands in: eva-fallback). */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter;
int *lookup(void);
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  counter += 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  int *limit = lookup();
  if (*limit > 0)
    counter = *limit;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return counter;
}
