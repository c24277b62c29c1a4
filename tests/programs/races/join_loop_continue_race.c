/* The join loop skips one worker with `continue`: that worker may still add
 * to the total while main reads it. A join loop is taken to join every
 * worker only when nothing (no continue, no goto, no other exit) can skip
 * its join, so this one proves nothing and the race stays possible. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may total A B
// Checks the static analysis alone: the witness search (docs/witnesses.md)
// would show the race.
// OPTS: -racer-witness-steps 0
#include <pthread.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total += (int)(long)arg; /* @A */
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t tids[64];
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 64) abort(); /* an assumption */
  for (int i = 0; i < n; i++)
    pthread_create(&tids[i], 0, worker, (void *)(long)i);
  for (int i = 0; i < n; i++) {
    if (i == 1)
      continue;
    pthread_join(tids[i], 0);
  }
  return total; /* @B */
}
