/* Twin of pool_reset_race with the refill written as an asm statement
 * (`movl $-1, free_slots` through an output operand): an asm output is a
 * write of the pool like any other, and the second batch of workers gets
 * the slots the first batch still owns. Race on buf[0]. */
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
  pthread_mutex_lock(&slots_lock);
  free_slots |= 1u << slot;
  pthread_mutex_unlock(&slots_lock);
  return 0;
}
int main(void) {
  pthread_t t[8];
  for (int i = 0; i < 8; i++) {
    if (i == 4) {
      pthread_mutex_lock(&slots_lock);
      __asm__ volatile("movl $-1, %0" : "=m"(free_slots));
      pthread_mutex_unlock(&slots_lock);
    }
    pthread_mutex_lock(&slots_lock);
    int slot = ffs(free_slots) - 1;
    free_slots &= ~(1u << slot);
    pthread_mutex_unlock(&slots_lock);
    pthread_create(&t[i], 0, worker, (void *)(long)slot);
  }
  for (int i = 0; i < 8; i++) pthread_join(t[i], 0);
  return 0;
}
