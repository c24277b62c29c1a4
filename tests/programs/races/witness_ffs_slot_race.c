/* Slots handed out by the lowest free bit of a mask (POSIX ffs): main hands
 * both workers the same slot because it never marks the first one taken.
 * The witness search computes ffs as POSIX defines it and shows the two
 * workers writing one slot. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may slots A A
#include <pthread.h>
#include <strings.h>
int slots[8];
unsigned free_mask = 0xf0;
void *worker(void *arg) {
  int i = *(int *)arg;
  slots[i] = i; /* @A */
  return 0;
}
int main(void) {
  pthread_t a, b;
  static int first, second;
  first = ffs(free_mask) - 1;
  pthread_create(&a, 0, worker, &first);
  second = ffs(free_mask) - 1;
  pthread_create(&b, 0, worker, &second);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return slots[4];
}
