/* Workers count with C11 <stdatomic.h> operations only; main reads the
 * counter after joining. `atomic_int` is atomic because Racer's
 * stdatomic.h declares it `_Atomic` (the front end turns the qualifier into
 * the racer_atomic attribute), not because of its name. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: hits
#include <pthread.h>
#include <stdatomic.h>
atomic_int hits;
void *worker(void *arg) {
  atomic_fetch_add(&hits, 1);
  return arg;
}
int main(void) {
  pthread_t a, b;
  atomic_store(&hits, 0);
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return atomic_load(&hits);
}
