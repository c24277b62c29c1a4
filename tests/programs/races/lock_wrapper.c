/* Locking through a wrapper that takes the mutex as a parameter (RacerF's
 * Fig. 3 situation): the counter is protected. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
int balance;
pthread_mutex_t bank = PTHREAD_MUTEX_INITIALIZER;
static void acquire(pthread_mutex_t *l) { pthread_mutex_lock(l); }
static void release(pthread_mutex_t *l) { pthread_mutex_unlock(l); }
void *deposit(void *arg) { acquire(&bank); balance += 10; release(&bank); return arg; }
void *withdraw(void *arg) { acquire(&bank); balance -= 5; release(&bank); return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, deposit, 0);
  pthread_create(&b, 0, withdraw, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return balance;
}
