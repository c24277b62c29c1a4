/* Workers share a few scratch buffers kept in a free-slot bit set: each job
 * takes the lowest free slot under the lock, fills and sums its buffer, and
 * gives the slot back under the lock. A slot has one holder at a time, and
 * the next holder's take comes after the previous holder's give. At most 4
 * workers hold a slot at once, so one is always free. No race on scratch. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
#include <pthread.h>
#include <strings.h>
#define SLOTS 8
int free_slots = (1 << SLOTS) - 1;
pthread_mutex_t slot_lock = PTHREAD_MUTEX_INITIALIZER;
long scratch[SLOTS][16];
long total;
pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  for (int job = 0; job < 3; job++) {
    pthread_mutex_lock(&slot_lock);
    int s = ffs(free_slots) - 1;
    free_slots &= ~(1 << s);
    pthread_mutex_unlock(&slot_lock);
    long sum = 0;
    for (int k = 0; k < 16; k++) scratch[s][k] = k * job;
    for (int k = 0; k < 16; k++) sum += scratch[s][k];
    pthread_mutex_lock(&slot_lock);
    free_slots |= 1 << s;
    pthread_mutex_unlock(&slot_lock);
    pthread_mutex_lock(&total_lock);
    total += sum;
    pthread_mutex_unlock(&total_lock);
  }
  return arg;
}
int main(void) {
  pthread_t t[4];
  for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  return (int)total;
}
