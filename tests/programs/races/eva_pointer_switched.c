/* One thread switches the lock pointer while two others lock through it:
 * they may take different mutexes, so counter may race. The under run sees
 * only the initial pointer (one mutex, no race) and must not conclude; the
 * over run (assignments made optional) sees both mutexes. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may counter A A
// Checks the static analysis alone: the witness search (docs/witnesses.md)
// would show the race.
// OPTS: -racer-witness-steps 0
#include <pthread.h>
pthread_mutex_t m1, m2;
pthread_mutex_t *lock = &m1;
int counter;
void *worker(void *arg) {
  pthread_mutex_lock(lock);
  counter++; /* @A */
  pthread_mutex_unlock(lock);
  return arg;
}
void *switcher(void *arg) { lock = &m2; return arg; }
int main(void) {
  pthread_t a, b, s;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&s, 0, switcher, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(s, 0);
  return counter;
}
