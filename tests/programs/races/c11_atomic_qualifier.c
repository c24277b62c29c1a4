/* `_Atomic` objects updated by two workers with plain C syntax: every
 * access of an atomic object is atomic, so `ready` and `total` never race;
 * `last` is a plain int and does. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must last A A
// NORACE: ready
// NORACE: total
#include <pthread.h>
_Atomic int ready;
_Atomic(long) total;
int last;
void *worker(void *arg) {
  total += 2;
  ready = 1;
  last = 1; /* @A */
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return ready + (int)total + last;
}
