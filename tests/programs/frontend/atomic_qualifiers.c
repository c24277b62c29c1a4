/* C11 `_Atomic` used as a qualifier, everywhere Frama-C 25 rejects it: in a
 * typedef, on objects, pointers, pointees, arrays, members, parameters,
 * locals, casts, and on a struct defined in the declaration. After the
 * rewrite the types of exactly those objects carry racer_atomic; the race on
 * `plain` shows that the report points at the user's lines. */
// VERDICT: race
// RACE: plain W1 W2
// REWRITES: atomic-qualifier=11
// ATOMIC: counter flag *to_atomic atomic_ptr slots[] stats.hits whole worker:seen worker:local *bump:cell
// PLAIN: plain to_atomic *atomic_ptr stats.misses pair.a other_pair bump:cell main:t
// NO-REWRITE-ERROR: syntax error
#include <pthread.h>

typedef _Atomic _Bool atomic_flag_t;
_Atomic int counter;
atomic_flag_t flag;
_Atomic int *to_atomic = &counter;  /* a pointer to an atomic int */
int * _Atomic atomic_ptr;           /* an atomic pointer to an int */
_Atomic long slots[4];
struct stats { _Atomic unsigned hits; unsigned misses; } stats;
_Atomic struct pair { int a, b; } whole;  /* atomic object; struct pair stays plain */
struct pair other_pair;
int plain;

void bump(_Atomic int *cell) { *cell = *cell + 1; }

void *worker(void *arg) {
  _Atomic int seen = (_Atomic int) counter;
  _Atomic long local = slots[1];
  bump(&counter);
  stats.hits = seen + local;
  flag = 1;
  plain = 1; /* @W1 */
  return arg;
}

int main(void) {
  pthread_t t;
  atomic_ptr = &plain;
  pthread_create(&t, 0, worker, 0);
  plain = 2; /* @W2 */
  pthread_join(t, 0);
  return counter;
}
