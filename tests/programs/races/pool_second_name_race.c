/* Twin of pool_reset_race: main marks every slot free again between two
 * batches of workers, through a second name of the pool (`all_free` is
 * `free_slots` under an asm label), without joining the first batch. The
 * second batch gets the first batch's slots. A pool must be reached by its
 * name only (kept for the pool recogniser's move into the core). Race on
 * buf[slot]. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdlib.h>
#include <strings.h>
unsigned free_slots = 0xffffffffu;
extern unsigned all_free __asm__("free_slots");
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
  pthread_mutex_lock(&slots_lock);
  all_free = 0xffffffffu;
  pthread_mutex_unlock(&slots_lock);
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
