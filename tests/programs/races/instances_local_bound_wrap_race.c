/* Slot keys, (1)+(2) with a constant local bound: unsigned counter tested
 * as int against int n = 4, stepped by 0x80000000u: i = 0, 0x80000000, 0.
 * The worker writes cells[me] when me < 4: workers 1 and 3 both write
 * cells[0].
 * TRUTH: race
 * Found by a review of the OCaml recognisers (a wrong certain verdict before). */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
#include <pthread.h>
int cells[4];
void *worker(void *arg) {
  unsigned me = (unsigned)(unsigned long)arg;
  if (me < 4) cells[me] += 1;
  return 0;
}
int main(void) {
  pthread_t t[3];
  int made = 0;
  int n = 4;
  unsigned i;
  for (i = 0; (int)i < n; i += 0x80000000u) {
    if (made == 3) break;
    pthread_create(&t[made], 0, worker, (void *)(unsigned long)i);
    made++;
  }
  return 0;
}
