/* Twin of pool_bitmask_norace: a helper main calls creates the workers,
 * and main then moves the (atomic) base pointer they index through. Slot
 * 1's worker reading the old base and slot 0's reading the new one both
 * write base[1]. Race on base[1]. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdlib.h>
#include <strings.h>
unsigned free_slots = 0xffffffffu;
pthread_mutex_t slots_lock = PTHREAD_MUTEX_INITIALIZER;
long base[64];
long *_Atomic buf = base;
void *worker(void *arg) {
  int slot = (int)(long)arg;
  buf[slot] = slot + 7;
  pthread_mutex_lock(&slots_lock);
  free_slots |= 1u << slot;
  pthread_mutex_unlock(&slots_lock);
  return 0;
}
void spawn(pthread_t *tp) {
  pthread_mutex_lock(&slots_lock);
  int slot = ffs(free_slots) - 1;
  free_slots &= ~(1u << slot);
  pthread_mutex_unlock(&slots_lock);
  pthread_create(tp, 0, worker, (void *)(long)slot);
}
int main(void) {
  pthread_t a, b;
  spawn(&a);
  spawn(&b);
  buf = base + 1;
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
