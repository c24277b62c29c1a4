/* Attacks the must-race premise "no common lock + may run in parallel =
 * can happen at the same time" (race_pairs.cpp must_failures: locksets and
 * active threads only). Main holds `gate` from before the worker exists
 * until after its write of `hits`; the worker passes the gate (lock then
 * unlock) before its own write. So main's unlock happens before the
 * worker's lock: hits = 5 happens before hits++ in every execution.
 * Truth: no-race.
 * Proved by the lock-history digest LH (docs/engines.md, "Digests"). */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
#include <pthread.h>
int hits;
pthread_mutex_t gate = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  pthread_mutex_lock(&gate);         /* waits until main opens the gate */
  pthread_mutex_unlock(&gate);
  hits++;
  return arg;
}
int main(void) {
  pthread_t w;
  pthread_mutex_lock(&gate);
  pthread_create(&w, 0, worker, 0);
  hits = 5;
  pthread_mutex_unlock(&gate);
  pthread_join(w, 0);
  return 0;
}
