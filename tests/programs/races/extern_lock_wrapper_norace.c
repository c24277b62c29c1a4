/* Extern lock wrappers without bodies (an OS-abstraction layer in another
 * file; for the TSan run: extern_lock_wrapper_lib.c, which calls
 * pthread_mutex_lock/unlock). Both threads update `balance` between
 * os_lock(&m) and os_unlock(&m): no race with these definitions. Racer sees
 * no lock at all and calls the race certain, though the calls receive the
 * mutex's address and may well lock it. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
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
