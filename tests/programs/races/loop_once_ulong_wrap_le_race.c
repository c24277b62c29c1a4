/* TRUTH: race
 * 64-bit variant of p01 with <=: i = 1 (passes 1 <= 1), then i += -1
 * gives 0 (passes), then ULONG_MAX (fails): two workers.
 * Found by a review of the core's loop facts (a wrong certain verdict before). */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
#include <pthread.h>
int hits;
void *worker(void *arg) { hits++; return arg; }
int main(void) {
  pthread_t t;
  for (unsigned long i = 1; i <= 1; i += -1L)
    pthread_create(&t, 0, worker, 0);
  return 0;
}
