/* Batches: each round rewinds the shared cursor (under the lock) and
 * starts one more chunk worker; the workers are joined only at the end.
 * Round 2's rewind lets its worker claim the chunks round 1's worker
 * may still be clearing.
 * A write of the counter counts as before the threads only when no way to it passes a create. Found by a review. Race. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
int data[64];
int next;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int c, end;
  pthread_mutex_lock(&lock);
  c = next;
  end = next + 8;
  next = end;
  pthread_mutex_unlock(&lock);
  while (c < end) {
    data[c] = c;
    c = c + 1;
  }
  return arg;
}
int main(void) {
  pthread_t t[2];
  for (int r = 0; r < 2; r++) {
    pthread_mutex_lock(&lock);
    next = 0;
    pthread_mutex_unlock(&lock);
    pthread_create(&t[r], 0, worker, 0);
  }
  for (int r = 0; r < 2; r++) pthread_join(t[r], 0);
  return data[3];
}
