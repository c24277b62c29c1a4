/* A pool of buffer slots kept as a bit set: main takes the lowest free
 * slot under the lock (ffs, then clears its bit) and hands it to a new
 * worker, which fills its buffer and gives the slot back under the lock.
 * At most 31 workers exist, so a slot is always free. Two workers own the
 * same slot only one after the other: the first one's give (an unlock)
 * comes before the second one's take. No race on buf. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
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
    pthread_mutex_lock(&slots_lock);
    int slot = ffs(free_slots) - 1;
    free_slots &= ~(1u << slot);
    pthread_mutex_unlock(&slots_lock);
    pthread_create(&t[i], 0, worker, (void *)(long)slot);
  }
  for (int i = 0; i < n; i++) pthread_join(t[i], 0);
  free(t);
  free(buf);
  return 0;
}
