/* Active waiting through a helper: the reader waits with
 * `while (!is_ready());`, where is_ready() is a one-line function with a body
 * that does an acquire load of the flag; main writes `data` and then
 * release-stores the flag. The release/acquire pair orders the write before
 * the read: no race. The spin detector only accepts calls without a body
 * (yields) in a spin's cycle, so this loop is no spin, and nothing keeps the
 * race Racer finds on `data` from being certain. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
int ready;
int data;
static int is_ready(void) { return __atomic_load_n(&ready, __ATOMIC_ACQUIRE); }
void *reader(void *arg) {
  int seen;
  while (!is_ready())
    ;
  seen = data;
  return (void *)(long)seen;
  (void)arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, reader, 0);
  data = 42;
  __atomic_store_n(&ready, 1, __ATOMIC_RELEASE);
  pthread_join(t, 0);
  return 0;
}
