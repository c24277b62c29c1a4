/* Twin of pool_bitmask_norace: main takes a slot without the lock. A
 * worker's give may read the bit set before main clears it and write it
 * back set: main then hands the slot out a second time while its first
 * owner still runs. Races on free_slots and buf[slot]. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdlib.h>
#include <strings.h>
unsigned free_slots = 0xffffffffu;
pthread_mutex_t slots_lock = PTHREAD_MUTEX_INITIALIZER;
long *buf;
void *worker(void *arg) {
  int slot = (int)(long)arg;
  buf[slot] = slot * 3;
  buf[slot] += 1;
  pthread_mutex_lock(&slots_lock);
  free_slots |= 1u << slot;
  pthread_mutex_unlock(&slots_lock);
  return 0;
}
int main(int argc, char **argv) {
  (void)argv;
  int n = argc < 31 ? argc : 31;
  pthread_t *t = malloc(sizeof(pthread_t) * n);
  buf = malloc(sizeof(long) * 32);
  if (!t || !buf) return 1;
  for (int i = 0; i < n; i++) {
    int slot = ffs(free_slots) - 1;
    free_slots &= ~(1u << slot);
    pthread_create(&t[i], 0, worker, (void *)(long)slot);
  }
  for (int i = 0; i < n; i++) pthread_join(t[i], 0);
  free(t);
  free(buf);
  return 0;
}
