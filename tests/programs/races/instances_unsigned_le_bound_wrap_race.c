/* Slot keys, (1)+(2) with <=: unsigned counter tested as (int)i <= 3,
 * step 0x80000000u: i = 0, 0x80000000, 0: workers 1 and 3 write slots[0].
 * TRUTH: race
 * Found by a review of the OCaml recognisers (a wrong certain verdict before). */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
#include <pthread.h>
int slots[4];
void *worker(void *arg) {
  unsigned me = (unsigned)(unsigned long)arg;
  if (me < 4) slots[me] = 1;
  return 0;
}
int main(void) {
  pthread_t t[3];
  int made = 0;
  for (unsigned i = 0; (int)i <= 3; i += 0x80000000u) {
    if (made == 3) break;
    pthread_create(&t[made], 0, worker, (void *)(unsigned long)i);
    made++;
  }
  return 0;
}
