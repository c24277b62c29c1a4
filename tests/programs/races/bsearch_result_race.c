/* Points-to twin: the pointer written through comes from a library call
 * without a body (bsearch returns a pointer into the array it was given).
 * Both workers look up the same key and bump the entry found, with no lock:
 * a race on table. The target of a library result is unknown (or derived
 * from the arguments): it must not be taken to be nothing. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// RACE-EVA: may table A A
// RACE-SYNTACTIC: may e A A
// RACE-ALIAS: may e A A
#include <pthread.h>
#include <stdlib.h>
struct entry { int key; long hits; };
struct entry table[4] = { { 1, 0 }, { 3, 0 }, { 5, 0 }, { 7, 0 } };
static int by_key(const void *a, const void *b) {
  return ((const struct entry *)a)->key - ((const struct entry *)b)->key;
}
void *worker(void *arg) {
  struct entry probe = { 5, 0 };
  struct entry *e = bsearch(&probe, table, 4, sizeof table[0], by_key);
  if (e) e->hits = e->hits + 1; /* @A */
  return arg;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return (int)table[2].hits;
}
