/* Barrier between the accesses, main a participant: main writes `balance`,
 * then both main and the auditor pass a barrier of count 2; the auditor
 * updates after its wait. main's write (phase 0) is ordered before the
 * auditor's update (phase 1). */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// NORACE: balance
#include <pthread.h>
pthread_barrier_t b;
int balance;
void *auditor(void *arg) {
  pthread_barrier_wait(&b);
  balance += 10;
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_barrier_init(&b, 0, 2);
  pthread_create(&t, 0, auditor, 0);
  balance = 100;
  pthread_barrier_wait(&b);
  pthread_join(t, 0);
  return balance;
}
