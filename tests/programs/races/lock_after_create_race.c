/* The same lock taken by both, in the other order: main creates the auditor
 * first and only then locks m for its write. The auditor may take and release
 * m before main locks it, and then update `balance` while main writes it
 * inside its critical section: a real race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may balance A B
#include <pthread.h>
int balance;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *auditor(void *arg) {
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  balance += 10; /* @A */
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, auditor, 0);
  pthread_mutex_lock(&m);
  balance = 100; /* @B */
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return balance;
}
