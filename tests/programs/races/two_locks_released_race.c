/* Racy twin of two_locks_held_norace.c: the auditor synchronises on
 * `journal`, which main releases BEFORE its write. The auditor can take and
 * release `journal` right after that unlock and update `balance` while main
 * writes it (main still holds `accounts`, which the auditor never takes). */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may balance A B
#include <pthread.h>
pthread_mutex_t accounts = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t journal = PTHREAD_MUTEX_INITIALIZER;
int balance;
void *auditor(void *arg) {
  pthread_mutex_lock(&journal);
  pthread_mutex_unlock(&journal);
  balance += 10; /* @A */
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_mutex_lock(&accounts);
  pthread_mutex_lock(&journal);
  pthread_create(&t, 0, auditor, 0);
  pthread_mutex_unlock(&journal);
  balance = 100; /* @B */
  pthread_mutex_unlock(&accounts);
  pthread_join(t, 0);
  return balance;
}
