/* Both workers store pthread_mutex_trylock's status in one global. A failed
 * attempt stores it without holding the mutex, while the other worker may be
 * storing its own: a race on the status. The status store of a lock call is
 * an access (it used to be skipped with the call's arguments); Racer cannot
 * tell which attempt failed, so the race is possible, not certain. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may st A A
// Checks the static analysis alone: the witness search (docs/witnesses.md)
// would show the race.
// OPTS: -racer-witness-steps 0
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int st;
void *worker(void *arg) {
  st = pthread_mutex_trylock(&m); /* @A */
  if (st == 0)
    pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  return 0;
}
