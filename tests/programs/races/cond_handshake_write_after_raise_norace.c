/* Lock history via a condition-variable handshake. main holds m across the
 * create; inside that one critical section it raises `ready` and THEN writes
 * `balance` before unlocking. The auditor waits under m until it sees `ready`,
 * so its critical section comes after main's whole critical section, write
 * included. The publication-flag rule ends main's "before" part at the raise
 * statement rather than at the unlock, so it does not prove this; the wait
 * must keep the verdict from `race`.
 * Proved by the lock-history digest LH (docs/engines.md, "Digests"). */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int ready;
int balance;
void *auditor(void *arg) {
  pthread_mutex_lock(&m);
  while (!ready)
    pthread_cond_wait(&cv, &m);
  pthread_mutex_unlock(&m);
  balance += 10;
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, 0, auditor, 0);
  ready = 1;
  balance = 100;
  pthread_cond_signal(&cv);
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return balance;
}
