/* TRUTH: race
 * unsigned counter stepping by UINT_MAX (i += -1 is i += 4294967295u):
 * i = 1 -> body, i wraps to 0 -> 0 < 2 -> body again, then UINT_MAX stops.
 * Two workers increment `hits` unsynchronised. Racer computes start+step
 * = 4294967296 >= 2 without wrapping and may call the loop "once".
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
  for (unsigned i = 1; i < 2; i += -1)
    pthread_create(&t[k++ & 1], 0, worker, 0);
  return 0;
}
