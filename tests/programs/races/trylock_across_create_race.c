/* Positive twin of held_across_create_norace.c with a trylock: the auditor
 * only TRIES the lock main holds across the create and goes on whether or not
 * it got it. A failed attempt waits for nothing, so its update can run while
 * main writes `balance` inside its critical section: a real race. */
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
  int r = pthread_mutex_trylock(&m);
  if (r == 0)
    pthread_mutex_unlock(&m);
  balance += 10; /* @A */
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, 0, auditor, 0);
  balance = 100; /* @B */
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return balance;
}
