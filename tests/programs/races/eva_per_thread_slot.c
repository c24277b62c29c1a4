/* Each thread writes its own slot of an array, indexed by its argument;
 * main reads the slots after joining both. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: no-race
// EXPECT-ALIAS: unknown
// DECIDED-BY: TID
#include <pthread.h>
int slots[2];
void *worker(void *arg) {
  long i = (long)arg;
  slots[i] = (int)i + 10;
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)0);
  pthread_create(&b, 0, worker, (void *)1);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return slots[0] + slots[1];
}
