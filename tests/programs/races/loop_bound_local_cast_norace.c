/* TRUTH: no-race
 * The bound is (int)n with n = 4294967295u, i.e. -1: 0 < -1 fails, the
 * loop never runs, no worker; main's write of hits is alone. Racer reads
 * the bound local through the cast as 4294967295 and may believe the
 * create loop is entered and repeated.
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
  unsigned n = 4294967295u;
  for (int i = 0; i < (int)n; i++)
    pthread_create(&t, 0, worker, 0);
  hits = 1;
  return 0;
}
