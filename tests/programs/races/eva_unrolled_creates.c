/* Two threads created in a loop each fill their own slot. Unrolled twice
 * (-cc-unroll 2), the loop gives two create statements, each with its own
 * argument, and Eva separates the slots (without unrolling, one thread
 * standing for both instances writes slots[0..1]: unknown). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: no-race
// EXPECT-ALIAS: unknown
// OPTS: -cc-unroll 2
#include <pthread.h>
int slots[2];
void *worker(void *arg) {
  long i = (long)arg;
  slots[i] = 1;
  return 0;
}
int main(void) {
  pthread_t ids[2];
  for (long i = 0; i < 2; i++)
    pthread_create(&ids[i], 0, worker, (void *)i);
  pthread_join(ids[0], 0);
  pthread_join(ids[1], 0);
  return 0;
}
