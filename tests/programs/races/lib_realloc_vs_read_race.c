/* realloc(p, n) reads and ends the block p points to (a possible write of
 * it, whole). Main grows the buffer while the worker still reads it: a race
 * (TSan 5/5). With Eva the new block is another base: the access through
 * the old pointer keeps the old block's read and free visible (before: a
 * wrong no-race with Eva). The witness search is off: the realloc is only a
 * possible access. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE-EVA: may __malloc_main_l24 A B
// RACE-ALIAS: may __malloc_main_l24 A B
// RACE-SYNTACTIC: may items A B
// OPTS: -racer-witness-steps 0
#include <pthread.h>
#include <stdlib.h>
void *worker(void *arg) {
  int *items = arg;
  int first = items[0]; /* @A */
  return (void *)(long)first;
}
int main(void) {
  pthread_t t;
  int *items = malloc(4 * sizeof(int));
  if (!items) return 1;
  items[0] = 1;
  pthread_create(&t, 0, worker, items);
  int *bigger = realloc(items, 64 * sizeof(int)); /* @B */
  if (!bigger) return 1;
  bigger[4] = 5;
  pthread_join(t, 0);
  free(bigger);
  return 0;
}
