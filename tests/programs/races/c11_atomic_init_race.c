/* atomic_init is not an atomic operation (C11 7.17.2.2: an access of the
 * object concurrent with its initialisation is a data race). A reset path
 * re-initialises the counter with atomic_init while a worker increments it
 * atomically: a race (clang's TSan 8/8; gcc's makes atomic_init a relaxed
 * store and sees none). Racer's <stdatomic.h> writes through a pointer to
 * the type marked racer_plain: a plain write (before: an atomic store, and
 * a wrong no-race). The syntactic backend does not know where that pointer
 * points; the witness search runs the threads and shows the race. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: may hits A B
#include <pthread.h>
#include <stdatomic.h>
atomic_int hits;
void *worker(void *arg) {
  atomic_fetch_add(&hits, 1); /* @A */
  return arg;
}
int main(void) {
  pthread_t t;
  atomic_init(&hits, 0);
  pthread_create(&t, 0, worker, 0);
  atomic_init(&hits, 0); /* @B */
  pthread_join(t, 0);
  return atomic_load(&hits);
}
