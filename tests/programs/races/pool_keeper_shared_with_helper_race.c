/* Twin of pool_keeper_norace: the job starts a helper thread on its slot
 * and fills the buffer itself too before joining it. Race on
 * scratch[s][k] between the job and its helper. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
#include <strings.h>
#define SLOTS 8
int free_slots = (1 << SLOTS) - 1;
pthread_mutex_t slot_lock = PTHREAD_MUTEX_INITIALIZER;
long scratch[SLOTS][16];
long total;
void *helper(void *arg) {
  int s = (int)(long)arg;
  scratch[s][0] = -1;
  return 0;
}
pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  for (int job = 0; job < 3; job++) {
    pthread_mutex_lock(&slot_lock);
    int s = ffs(free_slots) - 1;
    free_slots &= ~(1 << s);
    pthread_mutex_unlock(&slot_lock);
    long sum = 0;
    pthread_t h;
    pthread_create(&h, 0, helper, (void *)(long)s);
    for (int k = 0; k < 16; k++) scratch[s][k] = k * job;
    for (int k = 0; k < 16; k++) sum += scratch[s][k];
    pthread_join(h, 0);
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
