/* TRUTH: no-race
 * u = 4294967295u tested as (int)u >= 0, i.e. -1 >= 0: false, the loop
 * never runs, no worker; main's write of hits is alone. Racer reads
 * 4294967295 >= 0 and may flag the loop "entered".
 * Found by a review of the core's loop facts (a wrong certain verdict before). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: no-race
// EXPECT-ALIAS: unknown
#include <pthread.h>
int hits;
void *worker(void *arg) { hits++; return arg; }
int main(void) {
  pthread_t t;
  for (unsigned u = 4294967295u; (int)u >= 0; u -= 1)
    pthread_create(&t, 0, worker, 0);
  hits = 1;
  return 0;
}
