/* Slot keys, root cause (1)+(2): the counter is unsigned but the test reads
 * it as int: (int)i < 4. Step 0x80000000u: i = 0, 0x80000000 ((int) < 0,
 * loop goes on), 0 again (wraps), ... Main stops after 3 creates, so the
 * workers get 0, 0x80000000, 0: workers 1 and 3 both write slots[0].
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
  if (me < 4)
    slots[me] = slots[me] + 1;
  return 0;
}
int main(void) {
  pthread_t t[3];
  int made = 0;
  unsigned i;
  for (i = 0; (int)i < 4; i += 0x80000000u) {
    if (made == 3) break;
    pthread_create(&t[made], 0, worker, (void *)(unsigned long)i);
    made++;
  }
  return 0;
}
