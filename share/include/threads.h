/* <threads.h> (C11 7.26) for Racer's analyses under Frama-C 25.

   Frama-C 25's libc has no <threads.h>. Racer puts this directory ahead of
   Frama-C's libc when it preprocesses a .c file under -racer or -deadlock
   (docs/frontend.md). The functions are declared, not defined: Racer's
   concurrency models (share/models/c11threads.yaml) say which ones create,
   join, lock and unlock; the ACSL contracts only tell Eva what each may
   write when no model covers it. `thread_local` is C11's `_Thread_local`,
   which Frama-C 25 accepts with its -c11 option. */
#ifndef __RACER_THREADS_H
#define __RACER_THREADS_H

#include <time.h>

/* 7.26.1 */
#define thread_local _Thread_local
#define ONCE_FLAG_INIT { 0 }
#define TSS_DTOR_ITERATIONS 4

typedef struct __racer_cnd { int __racer_waiters; } cnd_t;
typedef unsigned long thrd_t;
typedef unsigned int tss_t;
typedef struct __racer_mtx { int __racer_type; int __racer_locked; } mtx_t;
typedef void (*tss_dtor_t)(void *);
typedef int (*thrd_start_t)(void *);
typedef struct __racer_once_flag { int __racer_done; } once_flag;

enum {
  mtx_plain = 1,
  mtx_recursive = 2,
  mtx_timed = 4
};

enum {
  thrd_success = 0,
  thrd_busy = 1,
  thrd_error = 2,
  thrd_nomem = 3,
  thrd_timedout = 4
};

/* 7.26.2 Initialization functions */
/*@ assigns *flag \from *flag; */
void call_once(once_flag *flag, void (*func)(void));

/* 7.26.3 Condition variable functions */
/*@ assigns *cond \from *cond; assigns \result \from *cond; */
int cnd_broadcast(cnd_t *cond);
/*@ assigns *cond \from \nothing; */
void cnd_destroy(cnd_t *cond);
/*@ assigns *cond \from \nothing; assigns \result \from \nothing;
    ensures \initialized(cond); */
int cnd_init(cnd_t *cond);
/*@ assigns *cond \from *cond; assigns \result \from *cond; */
int cnd_signal(cnd_t *cond);
/*@ assigns *cond, *mtx \from *cond, *mtx, *ts; assigns \result \from *cond, *mtx, *ts; */
int cnd_timedwait(cnd_t *restrict cond, mtx_t *restrict mtx, const struct timespec *restrict ts);
/*@ assigns *cond, *mtx \from *cond, *mtx; assigns \result \from *cond, *mtx; */
int cnd_wait(cnd_t *cond, mtx_t *mtx);

/* 7.26.4 Mutex functions */
/*@ assigns *mtx \from \nothing; */
void mtx_destroy(mtx_t *mtx);
/*@ assigns *mtx \from type; assigns \result \from type;
    ensures \initialized(mtx); */
int mtx_init(mtx_t *mtx, int type);
/*@ assigns *mtx \from *mtx; assigns \result \from *mtx; */
int mtx_lock(mtx_t *mtx);
/*@ assigns *mtx \from *mtx, *ts; assigns \result \from *mtx, *ts; */
int mtx_timedlock(mtx_t *restrict mtx, const struct timespec *restrict ts);
/*@ assigns *mtx \from *mtx; assigns \result \from *mtx; */
int mtx_trylock(mtx_t *mtx);
/*@ assigns *mtx \from *mtx; assigns \result \from *mtx; */
int mtx_unlock(mtx_t *mtx);

/* 7.26.5 Thread functions */
/*@ assigns *thr \from \nothing; assigns \result \from \nothing;
    ensures \initialized(thr); */
int thrd_create(thrd_t *thr, thrd_start_t func, void *arg);
/*@ assigns \result \from \nothing; */
thrd_t thrd_current(void);
/*@ assigns \result \from thr; */
int thrd_detach(thrd_t thr);
/*@ assigns \result \from thr0, thr1; */
int thrd_equal(thrd_t thr0, thrd_t thr1);
/*@ assigns \nothing; ensures \false; */
void thrd_exit(int res) __attribute__((__noreturn__));
/*@ assigns \result, *res \from thr;
    behavior no_result:
      assumes res == \null;
      assigns \result \from thr;
    behavior result:
      assumes res != \null;
      assigns \result, *res \from thr;
    complete behaviors;
    disjoint behaviors; */
int thrd_join(thrd_t thr, int *res);
/*@ assigns \result, *remaining \from *duration;
    behavior no_remaining:
      assumes remaining == \null;
      assigns \result \from *duration;
    behavior remaining:
      assumes remaining != \null;
      assigns \result, *remaining \from *duration;
    complete behaviors;
    disjoint behaviors; */
int thrd_sleep(const struct timespec *duration, struct timespec *remaining);
/*@ assigns \nothing; */
void thrd_yield(void);

/* 7.26.6 Thread-specific storage functions */
/*@ assigns *key \from \nothing; assigns \result \from \nothing;
    ensures \initialized(key); */
int tss_create(tss_t *key, tss_dtor_t dtor);
/*@ assigns \nothing; */
void tss_delete(tss_t key);
/*@ assigns \result \from key; */
void *tss_get(tss_t key);
/*@ assigns \result \from key, val; */
int tss_set(tss_t key, void *val);

#endif /* __RACER_THREADS_H */
