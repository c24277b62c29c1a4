/* Twin of range_claim_loop_norace: before each claim the worker clears
 * the element where its previous chunk ended (c == end after its loop:
 * the first element of a chunk another worker claimed); the test
 * c <= end bounds nothing. Race: the clear and the other worker's write
 * of data[c]. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
int data[64];
int next;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int c = 0, end = 0;
  for (;;) {
    if (c <= end && c < 64)
      data[c] = 0;
    pthread_mutex_lock(&lock);
    c = next;
    end = next + 8;
    next = end;
    pthread_mutex_unlock(&lock);
    if (c >= 64)
      break;
    for (; c < end; c++)
      data[c] = c;
  }
  return arg;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return data[3];
}
