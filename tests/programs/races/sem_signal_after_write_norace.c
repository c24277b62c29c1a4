/* A semaphore the child waits on and main posts after its write (started at
 * 0: a signal, not a lock). The auditor's sem_wait returns only after main's
 * post, which follows main's write of `balance`: no race. Such a semaphore is
 * unmodelled synchronisation: Racer must not call the race it sees certain. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <semaphore.h>
sem_t go;
int balance;
void *auditor(void *arg) {
  sem_wait(&go);
  balance += 10;
  return arg;
}
int main(void) {
  pthread_t t;
  sem_init(&go, 0, 0);
  pthread_create(&t, 0, auditor, 0);
  balance = 100;
  sem_post(&go);
  pthread_join(t, 0);
  return balance;
}
