/* main stores pthread_create's status in a global that the worker reads:
 * the store happens when the call returns, the worker already running.
 * Racer must not take the state before the call (no worker yet) for the
 * store's: the race is kept. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must status A B
#include <pthread.h>
int status;
pthread_t t;
void *worker(void *arg) {
  (void)arg;
  return (void *)(long)status; /* @A */
}
int main(void) {
  status = pthread_create(&t, 0, worker, 0); /* @B */
  pthread_join(t, 0);
  return 0;
}
