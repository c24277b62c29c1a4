/* Slot keys, (1)+(2) on 64 bits: unsigned long counter compared as long,
 * step 1UL << 63: i = 0, 2^63 ((long) < 0), 0, ... Three creates give
 * 0, 2^63, 0: workers 1 and 3 write slots[0].
 * TRUTH: race
 * Found by a review of the OCaml recognisers (a wrong certain verdict before). */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
#include <pthread.h>
int slots[4];
void *worker(void *arg) {
  unsigned long me = (unsigned long)arg;
  if (me < 4) slots[me] = 1;
  return 0;
}
int main(void) {
  pthread_t t[3];
  int made = 0;
  for (unsigned long i = 0; (long)i < 4; i += 1UL << 63) {
    if (made == 3) break;
    pthread_create(&t[made], 0, worker, (void *)i);
    made++;
  }
  return 0;
}
