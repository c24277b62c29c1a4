/* Meet twin of meet_element_pointer.c: workers share a stats block per pair
 * of ids (&stats[i / 2]), but the first id is skipped when `skip_first` is
 * set (it is, and nothing changes it): the loop starts from 1, so only ids
 * 1 and 2 start, on stats[0] and stats[1]: no race. The counter's first
 * value is not the constant assigned before the loop: a branch in between
 * may change it, so the meet evaluation cannot start from 0. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#define N 3
int skip_first = 1;
long stats[2];
void *worker(void *arg) {
  long *st = arg;
  *st = *st + 1;
  return 0;
}
int main(void) {
  pthread_t t[N];
  int i = 0;
  if (skip_first)
    i = 1;
  for (; i < N; i++)
    pthread_create(&t[i], 0, worker, &stats[i / 2]);
  return 0;
}
