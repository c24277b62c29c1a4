/* TRUTH: no-race
 * i = -1 compared with 2u: the comparison is unsigned, 4294967295 < 2 is
 * false, so the loop never runs and no worker exists: main's write of hits
 * is alone. Racer reads -1 < 2 (signed) and may believe the create loop is
 * entered and repeated (two workers racing on hits).
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
  for (int i = -1; i < 2u; i++)
    pthread_create(&t, 0, worker, 0);
  hits = 1;
  return 0;
}
