/* Every operation of Racer's <stdatomic.h> acts on the atomic object itself:
 * Eva computes the values C11 gives (the assertions below are all valid),
 * `expected` of a failed compare-exchange is written as the plain local it
 * is, and the atomic flag's object and member are both atomic. Frama-C 25's
 * own header would erase `_Atomic` and lose the values through
 * `unsigned long long` calls. */
// VERDICT: race
// RACE: plain R1 R2
// REWRITES: atomic-specifier=1
// EVA-VALID: 12
// ATOMIC: n f __racer_atomic_flag.__racer_set p b
// PLAIN: main:expected main:v plain *p
#include <pthread.h>
#include <stdatomic.h>

atomic_int n = ATOMIC_VAR_INIT(0);
atomic_flag f = ATOMIC_FLAG_INIT;
_Atomic(int *) p;
atomic_bool b;
int plain;

void *worker(void *arg) {
  atomic_fetch_add_explicit(&n, 1, memory_order_relaxed);
  plain = 1; /* @R1 */
  return arg;
}

int main(void) {
  pthread_t t;
  int expected = 5, v;
  atomic_init(&b, 1);
  atomic_store(&n, 2);
  atomic_store_explicit(&n, 3, memory_order_release);
  v = atomic_load(&n) + atomic_load_explicit(&n, memory_order_acquire);
  //@ assert v == 6;
  v = atomic_exchange(&n, 10);
  //@ assert v == 3 && n == 10;
  v = atomic_fetch_add(&n, 5) + atomic_fetch_sub(&n, 1);
  //@ assert v == 25 && n == 14;
  v = atomic_fetch_or(&n, 1) + atomic_fetch_xor(&n, 3) + atomic_fetch_and(&n, 6);
  //@ assert v == 14 + 15 + 12 && n == 4;
  v = atomic_compare_exchange_strong(&n, &expected, 7);
  //@ assert v == 0 && expected == 4 && n == 4;
  v = atomic_compare_exchange_weak_explicit(&n, &expected, 7, memory_order_seq_cst,
                                            memory_order_relaxed);
  //@ assert v == 1 && n == 7;
  v = atomic_exchange_explicit(&p, &plain, memory_order_acq_rel) == 0;
  //@ assert v == 1 && p == &plain;
  v = atomic_flag_test_and_set(&f);
  //@ assert v == 0;
  v = atomic_flag_test_and_set_explicit(&f, memory_order_acquire);
  //@ assert v == 1;
  atomic_flag_clear(&f);
  v = atomic_flag_test_and_set(&f);
  //@ assert v == 0;
  atomic_thread_fence(memory_order_seq_cst);
  atomic_signal_fence(kill_dependency(memory_order_seq_cst));
  v = atomic_is_lock_free(&n) && ATOMIC_INT_LOCK_FREE == 2 && b;
  //@ assert v == 1;
  pthread_create(&t, 0, worker, 0);
  plain = 2; /* @R2 */
  pthread_join(t, 0);
  //@ assert b == 1;
  return 0;
}
