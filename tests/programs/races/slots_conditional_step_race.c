/* Per-thread slot twin of slots_by_counter.c: the shard counter steps only
 * when the shard is not hot; a hot shard (shard 1) gets a second worker in
 * the next iteration with the SAME counter value. Both workers of shard 1
 * update shard_hits[1], unordered: a race. The slot rule checks that the
 * counter's only write is `i = i + c`, not that it runs in every
 * iteration. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may shard_hits A A
#include <pthread.h>
#define SHARDS 4
const int hot[SHARDS] = { 0, 1, 0, 0 };
long shard_hits[SHARDS];
void *worker(void *arg) {
  long shard = (long)arg;
  shard_hits[shard] = shard_hits[shard] + 1; /* @A */
  return 0;
}
int main(void) {
  pthread_t t[2 * SHARDS];
  int n = 0, second = 0;
  for (int i = 0; i < SHARDS;) {
    pthread_create(&t[n], 0, worker, (void *)(long)i);
    n++;
    if (hot[i] && !second) second = 1;
    else { second = 0; i++; }
  }
  for (int k = 0; k < n; k++)
    pthread_join(t[k], 0);
  return 0;
}
