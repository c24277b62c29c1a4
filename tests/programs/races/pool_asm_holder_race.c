/* Twin of pool_bitmask_norace: the worker's copy of its slot used as the
 * index is overwritten with 0 by an asm output, so every worker writes
 * buf[0]. A local an asm statement writes is no copy of the argument. Race
 * on buf[0]. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdlib.h>
#include <strings.h>
unsigned free_slots = 0xffffffffu;
pthread_mutex_t slots_lock = PTHREAD_MUTEX_INITIALIZER;
long buf[32];
void *worker(void *arg) {
  int slot = (int)(long)arg;
  int idx = (int)(long)arg;
  __asm__ volatile("movl $0, %0" : "=r"(idx));
  buf[idx] = 3;
  buf[idx] += 1;
  pthread_mutex_lock(&slots_lock);
  free_slots |= 1u << slot;
  pthread_mutex_unlock(&slots_lock);
  return 0;
}
int main(void) {
  pthread_t t[4];
  for (int i = 0; i < 4; i++) {
    pthread_mutex_lock(&slots_lock);
    int slot = ffs(free_slots) - 1;
    free_slots &= ~(1u << slot);
    pthread_mutex_unlock(&slots_lock);
    pthread_create(&t[i], 0, worker, (void *)(long)slot);
  }
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  return 0;
}
