/* A recursive mutex (glibc's PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP,
 * spelled out as in SV-COMP's preprocessed tasks): its owner's trylock
 * succeeds, so each worker unlocks twice and never increments x outside
 * the lock. The witness interpreter follows default mutexes only (there
 * the trylock fails with EBUSY and both workers would increment): a mutex
 * whose bytes are not those of PTHREAD_MUTEX_INITIALIZER, and that
 * pthread_mutex_init did not make with default attributes, stops it. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// OPTS: -machdep gcc_x86_64
typedef unsigned long int pthread_t;
typedef union pthread_attr_t { char __size[56]; long int __align; } pthread_attr_t;
typedef struct __pthread_internal_list {
  struct __pthread_internal_list *__prev;
  struct __pthread_internal_list *__next;
} __pthread_list_t;
struct __pthread_mutex_s {
  int __lock;
  unsigned int __count;
  int __owner;
  unsigned int __nusers;
  int __kind;
  short __spins;
  short __elision;
  __pthread_list_t __list;
};
typedef union { struct __pthread_mutex_s __data; char __size[40]; long int __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
extern int pthread_join(pthread_t, void **);
extern int pthread_mutex_lock(pthread_mutex_t *);
extern int pthread_mutex_trylock(pthread_mutex_t *);
extern int pthread_mutex_unlock(pthread_mutex_t *);
/* PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP: __kind 1. */
pthread_mutex_t m = { { 0, 0, 0, 0, 1, 0, 0, { 0, 0 } } };
int x;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  int r = pthread_mutex_trylock(&m); /* 0: the owner takes it again */
  pthread_mutex_unlock(&m);
  if (r == 0)
    pthread_mutex_unlock(&m);
  else
    x++; /* only if the trylock failed: never */
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return x;
}
