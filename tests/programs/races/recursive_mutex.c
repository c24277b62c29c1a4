/* A recursive mutex locked again by a helper the worker calls with it
 * held: after the helper's unlock the worker still holds it, so the second
 * update is protected too. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: total
#include <pthread.h>
pthread_mutex_t guard;
int total;
void add(int n) {
  pthread_mutex_lock(&guard);
  total += n;
  pthread_mutex_unlock(&guard);
}
void *worker(void *arg) {
  pthread_mutex_lock(&guard);
  add(1);
  total += 2;
  pthread_mutex_unlock(&guard);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_mutexattr_t kind;
  pthread_mutexattr_init(&kind);
  pthread_mutexattr_settype(&kind, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&guard, &kind);
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return total;
}
