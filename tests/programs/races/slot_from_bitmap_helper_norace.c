/* Twin of slot_from_bitmap_race.c: main takes bits from a bitmap of free
 * slots and gives worker b / 2 for bit b, but a helper it calls first
 * leaves only the even bits free: workers get slots 0, 1, 2, ... each its
 * own: no race. Running the loop from the bitmap's initialiser (-1, every
 * bit free) would give slot 0 to the first two workers; a function main
 * calls before the loop writes the bitmap, so its first value is not the
 * initialiser. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <strings.h>
extern int __VERIFIER_nondet_int(void);
int free_mask = -1;
pthread_mutex_t mask_lock = PTHREAD_MUTEX_INITIALIZER;
int slots[8];
void reserve_odd_bits(void) { free_mask = 0x5555; }
void *worker(void *arg) {
  int j = (int)(long)arg;
  slots[j] = __VERIFIER_nondet_int();
  return 0;
}
int main(void) {
  pthread_t tids[8];
  reserve_odd_bits();
  for (int i = 0; i < 8; i++) {
    pthread_mutex_lock(&mask_lock);
    int b = ffs(free_mask) - 1;
    free_mask &= ~(1 << b);
    pthread_mutex_unlock(&mask_lock);
    int j = b / 2;
    pthread_create(&tids[i], 0, worker, (void *)(long)j);
  }
  for (int i = 0; i < 8; i++)
    pthread_join(tids[i], 0);
  return 0;
}
