/* Meet twin of meet_element_pointer.c: workers share a counter block per
 * pair of ids (&stats[i / 2]), but id 1 is reserved and skipped with
 * `continue`, so only ids 0 and 2 start: they get stats[0] and stats[1],
 * distinct elements, and nothing else touches stats while they run: no
 * race. The meet evaluation takes the create to run in every iteration of
 * the loop (it is not under an `if`), so it pairs ids 0 and 1 on stats[0]. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#define N 3
#define RESERVED 1
long stats[2];
void *worker(void *arg) {
  long *st = arg;
  *st = *st + 1;
  return 0;
}
int main(void) {
  pthread_t t[N];
  for (int i = 0; i < N; i++) {
    if (i == RESERVED) continue;
    pthread_create(&t[i], 0, worker, &stats[i / 2]);
  }
  return 0;
}
