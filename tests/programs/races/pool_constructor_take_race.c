/* Twin of pool_bitmask_norace: a constructor takes slot 0 and starts its
 * worker before main runs; main then marks every slot free again, and its
 * own worker takes slot 0 too. main's writes of the pool come after a
 * thread exists. Race on buf[0]. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
#include <stdlib.h>
#include <strings.h>
unsigned free_slots = 0xffffffffu;
pthread_mutex_t slots_lock = PTHREAD_MUTEX_INITIALIZER;
long buf[32];
pthread_t th[3];
void *worker(void *arg) {
  int slot = (int)(long)arg;
  buf[slot] = slot * 3;
  buf[slot] += 1;
  pthread_mutex_lock(&slots_lock);
  free_slots |= 1u << slot;
  pthread_mutex_unlock(&slots_lock);
  return 0;
}
void spawn(int k) {
  pthread_mutex_lock(&slots_lock);
  int slot = ffs(free_slots) - 1;
  free_slots &= ~(1u << slot);
  pthread_mutex_unlock(&slots_lock);
  pthread_create(&th[k], 0, worker, (void *)(long)slot);
}
__attribute__((constructor)) static void early(void) {
  spawn(0);
}
int main(void) {
  pthread_mutex_lock(&slots_lock);
  free_slots = 0xffffffffu;
  pthread_mutex_unlock(&slots_lock);
  spawn(1);
  spawn(2);
  for (int i = 0; i < 3; i++) pthread_join(th[i], 0);
  return 0;
}
