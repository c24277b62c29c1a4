/* Workers take chunks of eight elements of a global array in a loop until
 * the cursor passes its end; the claim is unconditional (no if) and comes
 * first in each turn, so every test c < end follows the latest claim of
 * this worker. Twin of range_claim_norace's loop form. No race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
#include <pthread.h>
int data[64];
int next;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  for (;;) {
    int c, end;
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
