/* <stdatomic.h> (C11 7.17) for Racer's analyses under Frama-C 25.

   Racer puts this directory ahead of Frama-C's libc when it preprocesses a
   .c file under -racer or -deadlock (docs/frontend.md). Unlike Frama-C's
   header, which erases `_Atomic` and turns operations into opaque calls on
   `unsigned long long`, every type here is `_Atomic` (racer-cpp then makes it
   the attribute racer_atomic on the type) and every operation is a plain
   read or write of the atomic object itself, so that
   - each access to an atomic object is an access to an lvalue whose type
     carries racer_atomic: the analysis knows it is atomic;
   - Eva computes the real values (no casts through unsigned long long);
   - `expected` of a compare-exchange is accessed as the ordinary object it is.
   Memory orders are evaluated and ignored; fences are no-ops; a weak
   compare-exchange never fails spuriously. atomic_init is a plain store
   (C11 7.17.2.2: the initialisation is no atomic operation, and an access
   of the object concurrent with it is a data race): it writes through a
   pointer variable to the object's type marked racer_plain, which Racer
   does not count as atomic (CIL would fold a cast `*(T *)&x` back into
   `x`, of the atomic type).
   A read-modify-write operation (exchange, compare-exchange, fetch-and-op,
   test-and-set) reads and writes the object inside an SV-COMP atomic
   section (__VERIFIER_atomic_begin/end, svcomp.yaml): no other thread runs
   between its read and its write, in the analyses as in the witness
   search (which otherwise could interleave two test-and-sets and show a
   race no execution has: a review's atomic_flag_spin_norace). Its operand
   is evaluated before the section. The object argument of a
   read-modify-write operation is evaluated more than once: arguments with
   side effects are not supported. */
#ifndef __RACER_STDATOMIC_H
#define __RACER_STDATOMIC_H

#include <stddef.h>
#include <stdint.h>

/* 7.17.1: every atomic type is always lock-free here. */
#define ATOMIC_BOOL_LOCK_FREE 2
#define ATOMIC_CHAR_LOCK_FREE 2
#define ATOMIC_CHAR16_T_LOCK_FREE 2
#define ATOMIC_CHAR32_T_LOCK_FREE 2
#define ATOMIC_WCHAR_T_LOCK_FREE 2
#define ATOMIC_SHORT_LOCK_FREE 2
#define ATOMIC_INT_LOCK_FREE 2
#define ATOMIC_LONG_LOCK_FREE 2
#define ATOMIC_LLONG_LOCK_FREE 2
#define ATOMIC_POINTER_LOCK_FREE 2

/* 7.17.3 */
typedef enum {
  memory_order_relaxed,
  memory_order_consume,
  memory_order_acquire,
  memory_order_release,
  memory_order_acq_rel,
  memory_order_seq_cst
} memory_order;

#define kill_dependency(y) (y)

/* 7.17.2 */
#define ATOMIC_VAR_INIT(value) (value)
#define atomic_init(obj, value)                                               \
  ((void)({ __typeof__(*(obj)) __attribute__((racer_plain)) *__racer_init_obj = (obj); \
            *__racer_init_obj = (value); }))

/* 7.17.4: fences order nothing the analysis models. */
#define atomic_thread_fence(order) ((void)(order))
#define atomic_signal_fence(order) ((void)(order))

/* 7.17.5 */
#define atomic_is_lock_free(obj) ((void)sizeof(*(obj)), (_Bool)1)

/* 7.17.6: the atomic integer types (char16_t and char32_t are
   uint_least16_t and uint_least32_t, as <uchar.h> defines them). */
typedef _Atomic _Bool atomic_bool;
typedef _Atomic char atomic_char;
typedef _Atomic signed char atomic_schar;
typedef _Atomic unsigned char atomic_uchar;
typedef _Atomic short atomic_short;
typedef _Atomic unsigned short atomic_ushort;
typedef _Atomic int atomic_int;
typedef _Atomic unsigned int atomic_uint;
typedef _Atomic long atomic_long;
typedef _Atomic unsigned long atomic_ulong;
typedef _Atomic long long atomic_llong;
typedef _Atomic unsigned long long atomic_ullong;
typedef _Atomic uint_least16_t atomic_char16_t;
typedef _Atomic uint_least32_t atomic_char32_t;
typedef _Atomic wchar_t atomic_wchar_t;
typedef _Atomic int_least8_t atomic_int_least8_t;
typedef _Atomic uint_least8_t atomic_uint_least8_t;
typedef _Atomic int_least16_t atomic_int_least16_t;
typedef _Atomic uint_least16_t atomic_uint_least16_t;
typedef _Atomic int_least32_t atomic_int_least32_t;
typedef _Atomic uint_least32_t atomic_uint_least32_t;
typedef _Atomic int_least64_t atomic_int_least64_t;
typedef _Atomic uint_least64_t atomic_uint_least64_t;
typedef _Atomic int_fast8_t atomic_int_fast8_t;
typedef _Atomic uint_fast8_t atomic_uint_fast8_t;
typedef _Atomic int_fast16_t atomic_int_fast16_t;
typedef _Atomic uint_fast16_t atomic_uint_fast16_t;
typedef _Atomic int_fast32_t atomic_int_fast32_t;
typedef _Atomic uint_fast32_t atomic_uint_fast32_t;
typedef _Atomic int_fast64_t atomic_int_fast64_t;
typedef _Atomic uint_fast64_t atomic_uint_fast64_t;
typedef _Atomic intptr_t atomic_intptr_t;
typedef _Atomic uintptr_t atomic_uintptr_t;
typedef _Atomic size_t atomic_size_t;
typedef _Atomic ptrdiff_t atomic_ptrdiff_t;
typedef _Atomic intmax_t atomic_intmax_t;
typedef _Atomic uintmax_t atomic_uintmax_t;

/* 7.17.7.1, 7.17.7.2 */
#define atomic_store(obj, desired) ((void)(*(obj) = (desired)))
#define atomic_store_explicit(obj, desired, order) \
  ((void)(order), (void)(*(obj) = (desired)))
#define atomic_load(obj) (*(obj))
#define atomic_load_explicit(obj, order) ((void)(order), *(obj))

/* One indivisible step of a read-modify-write operation. */
/*@ assigns \nothing; */
void __VERIFIER_atomic_begin(void);
/*@ assigns \nothing; */
void __VERIFIER_atomic_end(void);

/* 7.17.7.3: the old value is kept in a temporary of the object's type
   (a GNU statement expression, which Frama-C accepts in every machdep). */
#define atomic_exchange(obj, desired)                                                \
  ({ __typeof__(*(obj)) __racer_new = (desired);                                     \
     __VERIFIER_atomic_begin();                                                      \
     __typeof__(*(obj)) __racer_old = *(obj);                                        \
     *(obj) = __racer_new;                                                           \
     __VERIFIER_atomic_end();                                                        \
     __racer_old; })
#define atomic_exchange_explicit(obj, desired, order) \
  ((void)(order), atomic_exchange(obj, desired))

/* 7.17.7.4: on failure the current value is written to *expected. */
#define atomic_compare_exchange_strong(obj, expected, desired)                        \
  ({ __typeof__(*(obj)) __racer_new = (desired);                                     \
     _Bool __racer_done;                                                             \
     __VERIFIER_atomic_begin();                                                      \
     __racer_done = *(obj) == *(expected) ? (*(obj) = __racer_new, (_Bool)1)          \
                                          : (*(expected) = *(obj), (_Bool)0);         \
     __VERIFIER_atomic_end();                                                        \
     __racer_done; })
#define atomic_compare_exchange_strong_explicit(obj, expected, desired, success, failure) \
  ((void)(success), (void)(failure), atomic_compare_exchange_strong(obj, expected, desired))
#define atomic_compare_exchange_weak(obj, expected, desired) \
  atomic_compare_exchange_strong(obj, expected, desired)
#define atomic_compare_exchange_weak_explicit(obj, expected, desired, success, failure) \
  atomic_compare_exchange_strong_explicit(obj, expected, desired, success, failure)

/* 7.17.7.5: return the old value. */
#define __racer_fetch(obj, op, operand)                                              \
  ({ __typeof__(operand) __racer_arg = (operand);                                    \
     __VERIFIER_atomic_begin();                                                      \
     __typeof__(*(obj)) __racer_old = *(obj);                                        \
     *(obj) = __racer_old op __racer_arg;                                            \
     __VERIFIER_atomic_end();                                                        \
     __racer_old; })
#define atomic_fetch_add(obj, operand) __racer_fetch(obj, +, operand)
#define atomic_fetch_sub(obj, operand) __racer_fetch(obj, -, operand)
#define atomic_fetch_or(obj, operand) __racer_fetch(obj, |, operand)
#define atomic_fetch_xor(obj, operand) __racer_fetch(obj, ^, operand)
#define atomic_fetch_and(obj, operand) __racer_fetch(obj, &, operand)
#define atomic_fetch_add_explicit(obj, operand, order) \
  ((void)(order), atomic_fetch_add(obj, operand))
#define atomic_fetch_sub_explicit(obj, operand, order) \
  ((void)(order), atomic_fetch_sub(obj, operand))
#define atomic_fetch_or_explicit(obj, operand, order) \
  ((void)(order), atomic_fetch_or(obj, operand))
#define atomic_fetch_xor_explicit(obj, operand, order) \
  ((void)(order), atomic_fetch_xor(obj, operand))
#define atomic_fetch_and_explicit(obj, operand, order) \
  ((void)(order), atomic_fetch_and(obj, operand))

/* 7.17.8: the flag is an atomic structure whose one member is atomic too,
   so both the object and each access carry racer_atomic. */
typedef _Atomic struct __racer_atomic_flag {
  _Atomic _Bool __racer_set;
} atomic_flag;

#define ATOMIC_FLAG_INIT { 0 }
#define atomic_flag_test_and_set(obj)                                                \
  ({ _Bool __racer_was;                                                              \
     __VERIFIER_atomic_begin();                                                      \
     __racer_was = (obj)->__racer_set;                                               \
     (obj)->__racer_set = 1;                                                         \
     __VERIFIER_atomic_end();                                                        \
     __racer_was; })
#define atomic_flag_test_and_set_explicit(obj, order) \
  ((void)(order), atomic_flag_test_and_set(obj))
#define atomic_flag_clear(obj) ((void)((obj)->__racer_set = 0))
#define atomic_flag_clear_explicit(obj, order) ((void)(order), atomic_flag_clear(obj))

#endif /* __RACER_STDATOMIC_H */
