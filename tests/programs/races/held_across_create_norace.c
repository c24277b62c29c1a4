/* Lock history, the example that started the audit. main takes m before it
 * creates the auditor and writes `balance` inside that critical section; the
 * auditor must take m (lock; unlock) before its own update. Its lock can only
 * succeed after main's unlock, which follows main's write: the write happens
 * before the auditor's access. Racer compares only the locks held AT the two
 * accesses ({m} vs {}) and calls it a certain race.
 * Proved by the lock-history digest LH (docs/engines.md, "Digests"). */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// DECIDED-BY: LH
#include <pthread.h>
int balance;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *auditor(void *arg) {
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  balance += 10;
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, 0, auditor, 0);
  balance = 100;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return balance;
}
