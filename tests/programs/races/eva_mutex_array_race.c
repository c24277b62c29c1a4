/* Each worker locks a different cell of an array of mutexes (chosen by its
 * argument): no common lock, a certain race on counter. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may counter A A
// Checks the static analysis alone: the witness search (docs/witnesses.md)
// would show the race.
// OPTS: -racer-witness-steps 0
// With the Eva backend the race is possible only: Eva's values certify no race
// (docs/engines.md, "Certain races"); the witness search shows it.
#include <pthread.h>
pthread_mutex_t locks[4];
int counter;
void *worker(void *arg) {
  pthread_mutex_t *m = &locks[(long)arg];
  pthread_mutex_lock(m);
  counter++; /* @A */
  pthread_mutex_unlock(m);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)1);
  pthread_create(&b, 0, worker, (void *)3);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return counter;
}
