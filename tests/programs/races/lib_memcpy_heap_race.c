/* memcpy's destination is a pointer variable (the heap block main hands to
 * both workers): an access through it (frama-plugin/extract/library_calls.mli),
 * sure with a constant size. Both workers copy into the same block with no
 * lock: a race (TSan 5/5; before: a wrong no-race). */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE-EVA: may __malloc_main_l24 A A
// RACE-ALIAS: may __malloc_main_l24 A A
// RACE-SYNTACTIC: may out A A
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
struct result { int sum; int count; };
void *worker(void *arg) {
  struct result *out = arg;
  struct result mine = { 42, 1 };
  memcpy(out, &mine, sizeof mine); /* @A */
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  struct result *out = malloc(sizeof *out);
  if (!out) return 1;
  pthread_create(&t1, 0, worker, out);
  pthread_create(&t2, 0, worker, out);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  free(out);
  return 0;
}
