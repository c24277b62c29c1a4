/* Lock through a generic wrapper that casts the object to its first member:
 * every lockable object starts with its mutex, and lock_object(&acct) locks
 * `(pthread_mutex_t *)&acct`, the very mutex main locks as `&acct.lock`
 * (C11 6.7.2.1p15: a pointer to a struct, suitably converted, points to its
 * first member). Both updates of `acct.balance` hold that one mutex: no race.
 * The syntactic backend names a field lock by its expression text, so
 * `acct` and `acct.lock` become two different locks. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
#include <pthread.h>
struct account { pthread_mutex_t lock; int balance; };
struct account acct = { PTHREAD_MUTEX_INITIALIZER, 0 };
static void lock_object(void *obj) { pthread_mutex_lock((pthread_mutex_t *)obj); }
static void unlock_object(void *obj) { pthread_mutex_unlock((pthread_mutex_t *)obj); }
void *auditor(void *arg) {
  lock_object(&acct);
  acct.balance += 10;
  unlock_object(&acct);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, auditor, 0);
  pthread_mutex_lock(&acct.lock);
  acct.balance = 100;
  pthread_mutex_unlock(&acct.lock);
  pthread_join(t, 0);
  return acct.balance;
}
