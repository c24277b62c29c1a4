/* Lock history with two locks: main holds both `accounts` and `journal`
 * across the create, releases `journal` first, writes `balance`, then releases
 * `accounts`. The auditor synchronises on `accounts`, which main still holds
 * at its write: the auditor's update comes after main's write.
 * Proved by the lock-history digest LH (docs/engines.md, "Digests"). */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
#include <pthread.h>
pthread_mutex_t accounts = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t journal = PTHREAD_MUTEX_INITIALIZER;
int balance;
void *auditor(void *arg) {
  pthread_mutex_lock(&accounts);
  pthread_mutex_unlock(&accounts);
  balance += 10;
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_mutex_lock(&accounts);
  pthread_mutex_lock(&journal);
  pthread_create(&t, 0, auditor, 0);
  pthread_mutex_unlock(&journal);
  balance = 100;
  pthread_mutex_unlock(&accounts);
  pthread_join(t, 0);
  return balance;
}
