/* Twin of pool_bitmask_norace: main overwrites the slot it took with 0 (an
 * asm output) before handing it over, so every worker gets slot 0. Race on
 * buf[0]. */
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
  buf[slot] = slot * 3;
  buf[slot] += 1;
  return 0;
}
int main(void) {
  pthread_t t[4];
  for (int i = 0; i < 4; i++) {
    pthread_mutex_lock(&slots_lock);
    int slot = ffs(free_slots) - 1;
    free_slots &= ~(1u << slot);
    pthread_mutex_unlock(&slots_lock);
    __asm__ volatile("movl $0, %0" : "=r"(slot));
    pthread_create(&t[i], 0, worker, (void *)(long)slot);
  }
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  return 0;
}
