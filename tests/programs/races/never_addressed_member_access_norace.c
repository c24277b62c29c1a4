/* `(&stats)->hits` names the object it reads: the address it spells is
 * never formed at run time (CIL reads it as `stats.hits`), so `stats` is
 * still reached by its name only, and the worker's write through the
 * pointer the library returns cannot hit it (twin of
 * never_addressed_registered_race, where `&total` is handed out). */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: stats
#include <pthread.h>
struct counters { int hits, misses; };
static struct counters stats;
extern int *slot_for(int key);
void *worker(void *arg) {
  int *p = slot_for(3);
  *p = 7;
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  (&stats)->hits = (&stats)->hits + 1;
  pthread_join(t, 0);
  return stats.hits;
}
