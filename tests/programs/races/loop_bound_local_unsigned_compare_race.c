/* TRUTH: race
 * unsigned i against int n = -1: n converts to 4294967295u, so i < n
 * holds for i = 0 and i = 1; the body breaks after its second create.
 * Two workers race on hits. Racer reads the bound local as -1 and may
 * take the loop as "never" (0 >= -1).
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
  int n = -1, k = 0;
  for (unsigned i = 0; i < n; i++) {
    pthread_create(&t[k], 0, worker, 0);
    if (++k == 2) break;
  }
  return 0;
}
