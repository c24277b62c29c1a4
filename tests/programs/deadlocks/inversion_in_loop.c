/* Workers created in a loop, each taking the locks in an order chosen by
 * a condition inside its own loop: two instances can hold a and b in
 * opposite orders at once.
 * The order is chosen by a branch: a certain deadlock
 * needs both nestings to run for sure (lock_by_address): unknown. */
// EXPECT-DEADLOCK: unknown
// DEADLOCKS: 0
#include <pthread.h>
pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;
int turn;
void *worker(void *arg) {
  for (int i = 0; i < 10; i++) {
    if (i % 2) {
      pthread_mutex_lock(&a); pthread_mutex_lock(&b);
      pthread_mutex_unlock(&b); pthread_mutex_unlock(&a);
    } else {
      pthread_mutex_lock(&b); pthread_mutex_lock(&a);
      pthread_mutex_unlock(&a); pthread_mutex_unlock(&b);
    }
  }
  return arg;
}
int main(void) {
  pthread_t t[4];
  for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  return 0;
}
