/* A library call's pointer-variable argument is an access through that
 * pointer (frama-plugin/extract/library_calls.mli): both threads clear the shared
 * buffer with memset(p, ...), p a copy of the global `shared` (= buf). The
 * constant size makes the writes sure; they overlap and nothing orders
 * them: a race (TSan 5/5). Before, only `&x` and arrays were accesses and
 * the verdict was a wrong no-race. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE-EVA: may buf A B
// RACE-ALIAS: may buf A B
// RACE-SYNTACTIC: may p A B
#include <pthread.h>
#include <string.h>
char buf[64];
char *shared = buf;
void *worker(void *arg) {
  char *p = shared;
  memset(p, 0, sizeof buf); /* @A */
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  char *q = shared;
  memset(q, 0xff, sizeof buf); /* @B */
  pthread_join(t, 0);
  return buf[0];
}
