/* TRUTH: no-race
 * `for (int i = -1; i < sizeof buf; i++)`: i is converted to size_t, so
 * the first test is 18446744073709551615 < 8, false: the loop never runs
 * and no worker exists. main's write of hits is alone. Racer compares -1
 * with 8 (signed) and may believe the create loop surely runs twice.
 * Found by a review of the core's loop facts (a wrong certain verdict before). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: no-race
// EXPECT-ALIAS: unknown
#include <pthread.h>
int hits;
char buf[8];
void *worker(void *arg) { hits++; return arg; }
int main(void) {
  pthread_t t;
  for (int i = -1; i < sizeof buf; i++)
    pthread_create(&t, 0, worker, 0);
  hits = 1;
  return 0;
}
