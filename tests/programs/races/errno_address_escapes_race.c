/* Twin of errno_thread_own_norace.c where the premise fails: one thread
 * publishes the address of its own errno in a global, and another writes
 * through it while the first uses errno: the same object, a race. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// RACE: may p A B
/* glibc's errno, as its preprocessed headers give it (Frama-C's own libc
 * models errno as one global instead). */
extern int *__errno_location(void);
#define ERR (*__errno_location())
#include <pthread.h>
int *published;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *owner(void *arg) {
  pthread_mutex_lock(&m);
  published = &ERR;
  pthread_mutex_unlock(&m);
  ERR = 0; /* @A */
  return arg;
}
void *intruder(void *arg) {
  int *p;
  pthread_mutex_lock(&m);
  p = published;
  pthread_mutex_unlock(&m);
  if (p) *p = 42; /* @B */
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, owner, 0);
  pthread_create(&b, 0, intruder, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
