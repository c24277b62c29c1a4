/* Twin of pool_bitmask_norace: the workers index through a thread-local
 * pointer each sets for itself (base + 1 - slot), and the creates are in a
 * helper main calls: slot 0's and slot 1's workers both write base[1]. A
 * base pointer counts as unchanging only when it is checked against every
 * create. Race on base[1]. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
#include <stdlib.h>
#include <strings.h>
unsigned free_slots = 0xffffffffu;
pthread_mutex_t slots_lock = PTHREAD_MUTEX_INITIALIZER;
long base[64];
__thread long *buf;
void *worker(void *arg) {
  int slot = (int)(long)arg;
  buf = base + 1 - slot;
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
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
