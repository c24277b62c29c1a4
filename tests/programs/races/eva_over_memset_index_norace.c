/* Attacks the Eva `over` run (over_transform.ml): writes made inside
 * library calls are not made optional. Main clears `shard` with memset,
 * so in main's run shard stays 0 after the join, though rebalance (joined)
 * has set it to 1: the over run has main lock locks[0] only, and reports
 * a must-race with `other` (locks[1]). Main really locks locks[1]. Truth:
 * no-race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <string.h>
pthread_mutex_t locks[2] = { PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER };
int shard;
int data;
void *rebalance(void *arg) { shard = 1; return arg; }
void *other(void *a) { pthread_mutex_lock(&locks[1]); data++; pthread_mutex_unlock(&locks[1]); return a; }
int main(void) {
  pthread_t r, o;
  memset(&shard, 0, sizeof shard);
  pthread_create(&r, 0, rebalance, 0);
  pthread_join(r, 0);                /* shard == 1 from here on */
  pthread_create(&o, 0, other, 0);
  pthread_mutex_lock(&locks[shard]);
  data++;
  pthread_mutex_unlock(&locks[shard]);
  pthread_join(o, 0);
  return 0;
}
