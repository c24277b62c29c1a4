/* Chunked self-scheduling (SV-COMP's sssc12): each worker claims the next
 * ten elements under the lock by moving the shared cursor past them, then
 * clears its own elements unlocked. A claim reads the cursor and advances
 * it in one critical section, and every write of the cursor is such a
 * claim (or main's, before any thread), so the ranges claimed are
 * disjoint; c starts at the claim, only grows, and stays below end, the
 * claim's end (a worker whose claim fails keeps c = end = 0). Twins:
 * range_claim_overlap_race, range_claim_fail_value_race,
 * range_claim_reset_race, range_claim_past_end_race,
 * range_claim_inclusive_race. No race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
#include <pthread.h>
#include <stdlib.h>
int next, len;
int *data;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int c, end;
  c = 0;
  end = 0;
  pthread_mutex_lock(&lock);
  if (next + 10 <= len) {
    c = next;
    next = end = next + 10;
  }
  pthread_mutex_unlock(&lock);
  while (c < end) {
    data[c] = 0;
    c = c + 1;
  }
  return arg;
}
int main(int argc, char **argv) {
  pthread_t t[4];
  (void)argv;
  next = 0;
  len = 40 + argc;
  data = malloc(sizeof(int) * len);
  if (!data) return 1;
  for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  return 0;
}
