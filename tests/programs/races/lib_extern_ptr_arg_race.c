/* An extern function without a body (account_add, another translation
 * unit: *acc += amount) given a pointer variable may read and write what it
 * points to (frama-plugin/extract/library_calls.mli). Both workers pass &total on:
 * a race (TSan 5/5 with the body linked in). Racer has not seen the body,
 * so the access is only possible (flagged may): unknown, where the verdict
 * was a wrong no-race. The witness search is off: a paused call's library
 * accesses are no evidence (docs/witnesses.md). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE-EVA: may total A A
// RACE-ALIAS: may total A A
// RACE-SYNTACTIC: may acc A A
// OPTS: -racer-witness-steps 0
#include <pthread.h>
extern void account_add(long *acc, long amount); /* *acc += amount */
long total;
void *worker(void *arg) {
  long *acc = arg;
  account_add(acc, 10); /* @A */
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, &total);
  pthread_create(&t2, 0, worker, &total);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return (int)total;
}
