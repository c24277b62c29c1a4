/* Mutex locksets when the mutex is a local of the thread function (a classic
 * bug: it should be global or static). Each worker locks its OWN mutex, so
 * the increments of `hits` are not excluded: a real race. The lock key is the
 * local's base, named alike in both threads, which the lockset engine takes
 * for one lock. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may hits A A
#include <pthread.h>
int hits;
void *worker(void *arg) {
  pthread_mutex_t m;
  pthread_mutex_init(&m, 0);
  pthread_mutex_lock(&m);
  hits++; /* @A */
  pthread_mutex_unlock(&m);
  pthread_mutex_destroy(&m);
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
