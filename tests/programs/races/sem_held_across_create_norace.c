/* Lock history with a binary semaphore (started at 1, every post after the
 * poster's own wait, so Racer takes it as a lock): main takes it before the
 * create and posts it after writing `balance`; the auditor waits on it (and
 * posts it back) before its update. The auditor's wait returns only after
 * main's post, so main's write happens before the update. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <semaphore.h>
sem_t ready;
int balance;
void *auditor(void *arg) {
  sem_wait(&ready);
  sem_post(&ready);
  balance += 10;
  return arg;
}
int main(void) {
  pthread_t t;
  sem_init(&ready, 0, 1);
  sem_wait(&ready);
  pthread_create(&t, 0, auditor, 0);
  balance = 100;
  sem_post(&ready);
  pthread_join(t, 0);
  return balance;
}
