/* TRUTH: race
 * u = UINT_MAX compared as (int)u: -1 < 1, the body runs (u = UINT_MAX,
 * then u = 0), two workers. Racer reads start 4294967295 >= 1 and may take
 * the loop as "never": it drops the body, no worker at all.
 * Found by a review of the core's loop facts (a wrong certain verdict before). */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
#include <pthread.h>
int hits;
void *worker(void *arg) { hits++; return arg; }
int main(void) {
  pthread_t t[2];
  int k = 0;
  for (unsigned u = 4294967295u; (int)u < 1; u++)
    pthread_create(&t[k++ & 1], 0, worker, 0);
  return 0;
}
