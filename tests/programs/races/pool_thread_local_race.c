/* Twin of pool_bitmask_norace with a thread-local pool: two spawner threads
 * each take slot 0 from their own copy of the bit set and hand it to a
 * worker. Race on buf[0]. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
#include <stdlib.h>
#include <strings.h>
__thread unsigned free_slots = 0xffffffffu;
pthread_mutex_t slots_lock = PTHREAD_MUTEX_INITIALIZER;
long buf[32];
void *worker(void *arg) {
  int slot = (int)(long)arg;
  buf[slot] = slot * 3;
  buf[slot] += 1;
  pthread_mutex_lock(&slots_lock);
  free_slots |= 1u << slot;
  pthread_mutex_unlock(&slots_lock);
  return 0;
}
void *spawner(void *arg) {
  pthread_t w;
  pthread_mutex_lock(&slots_lock);
  int slot = ffs(free_slots) - 1;
  free_slots &= ~(1u << slot);
  pthread_mutex_unlock(&slots_lock);
  pthread_create(&w, 0, worker, (void *)(long)slot);
  pthread_join(w, 0);
  return arg;
}
int main(void) {
  pthread_t s[2];
  for (int i = 0; i < 2; i++) pthread_create(&s[i], 0, spawner, 0);
  for (int i = 0; i < 2; i++) pthread_join(s[i], 0);
  return 0;
}
