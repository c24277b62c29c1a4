/* A compare-exchange builtin accesses its object atomically but its
 * `expected` argument plainly: two threads sharing one `expected` variable
 * race on it, never on the object. The builtin writes `expected` only when
 * the exchange fails (C11 7.17.7.4): a write it may make, which neither the
 * static argument nor the witness search counts as sure, so the race stays
 * possible (unknown), never certain. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may guess A A
// NORACE: word
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
int word;
int guess;
void *bump(void *arg) {
  __atomic_compare_exchange_n(&word, &guess, 7, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); /* @A */
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, bump, 0);
  pthread_create(&b, 0, bump, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return word;
}
