/* Per-thread slot twin of slots_by_counter.c: the create loop is run again
 * (a `goto` back for a second round of workers, without joining the first)
 * so the worker created with i = 0 in round one and the one created with
 * i = 0 in round two both write slots[0], unordered: a race. The slot rule
 * needs the create to run once per counter value; a goto-made cycle around
 * the `for` is not a Loop statement. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may slots A A
#include <pthread.h>
#define N 4
int slots[N];
void *worker(void *arg) {
  int me = (int)(long)arg;
  slots[me] = slots[me] + 1; /* @A */
  return 0;
}
int main(void) {
  pthread_t t[N];
  int round = 0;
again:
  for (int i = 0; i < N; i++)
    pthread_create(&t[i], 0, worker, (void *)(long)i);
  round++;
  if (round < 2) goto again;
  return 0;
}
