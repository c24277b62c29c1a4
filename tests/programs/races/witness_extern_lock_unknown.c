/* Lock wrappers without bodies (an OS layer in another file, which calls
 * pthread_mutex_lock/unlock). Both threads update `balance` between
 * os_lock(&m) and os_unlock(&m): no race with such definitions. A thread
 * standing at os_lock(&m) is not about to access `m` as data: the call
 * only may, so the witness search must not show a race on `m` (nor on
 * anything else: it cannot run the unknown calls). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int balance;
extern void os_lock(pthread_mutex_t *lock);
extern void os_unlock(pthread_mutex_t *lock);
void *auditor(void *arg) {
  os_lock(&m);
  balance += 10;
  os_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, auditor, 0);
  os_lock(&m);
  balance = 100;
  os_unlock(&m);
  pthread_join(t, 0);
  return balance;
}
