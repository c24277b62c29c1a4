/* A worker sets the shared pointer from a call (under a lock), then writes
 * through it; another thread may switch the pointer to &b in between, so
 * the worker may write b while main does. The over run keeps the old value
 * of `p` possible after `p = pick()` too (calls assigning shared data are
 * made optional), so it cannot prove absence. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may b A B
#include <pthread.h>
int a, b;
int *p = &a;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int *pick(void) { return &a; }
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  p = pick();
  int *q = p;
  pthread_mutex_unlock(&m);
  *q = 1; /* @A */
  return arg;
}
void *switcher(void *arg) {
  pthread_mutex_lock(&m);
  p = &b;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t w, s;
  pthread_create(&s, 0, switcher, 0);
  pthread_create(&w, 0, worker, 0);
  b = 2; /* @B */
  pthread_join(w, 0);
  pthread_join(s, 0);
  return a + b;
}
