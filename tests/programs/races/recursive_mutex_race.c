/* A recursive mutex locked twice and unlocked twice: the update after the
 * second unlock is no longer protected. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must total A A
#include <pthread.h>
pthread_mutex_t guard;
int total;
void *worker(void *arg) {
  pthread_mutex_lock(&guard);
  pthread_mutex_lock(&guard);
  total += 1;
  pthread_mutex_unlock(&guard);
  pthread_mutex_unlock(&guard);
  total += 2; /* @A */
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
