/* Ticket version: each round rewinds the ticket counter under the lock
 * and starts a worker; workers are joined at the end, so round 2's worker
 * draws the ticket round 1's worker may still be using.
 * A write of the counter counts as before the threads only when no way to it passes a create. Found by a review. Race. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
int slots[16];
int head;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int j;
  pthread_mutex_lock(&lock);
  j = head;
  head = head + 1;
  pthread_mutex_unlock(&lock);
  slots[j] = 1;
  return arg;
}
int main(void) {
  pthread_t t[2];
  for (int r = 0; r < 2; r++) {
    pthread_mutex_lock(&lock);
    head = 0;
    pthread_mutex_unlock(&lock);
    pthread_create(&t[r], 0, worker, 0);
  }
  for (int r = 0; r < 2; r++) pthread_join(t[r], 0);
  return slots[0];
}
