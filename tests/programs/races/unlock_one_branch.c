/* The lock is released early on one branch, so the write after the branch
 * is not always protected. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may data A A
// Checks the static analysis alone: the witness search (docs/witnesses.md)
// would show the race.
// OPTS: -racer-witness-steps 0
#include <pthread.h>
int data, mode;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  if (mode)
    pthread_mutex_unlock(&m);
  data++; /* @A */
  if (!mode)
    pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  mode = 1;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
