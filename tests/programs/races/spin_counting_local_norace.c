/* Active waiting that also counts its own iterations: the reader spins on an
 * acquire load of the flag and increments a local `spins` counter in the
 * loop body (for statistics). The release/acquire pair still orders main's
 * write of `data` before the read: no race. The detector drops loops that
 * assign their own locals unless they poll under a lock ("a loop computing
 * locals alone terminates by itself"), which is false when its exit test
 * reads shared data. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
int ready;
int data;
void *reader(void *arg) {
  long spins = 0;
  while (!__atomic_load_n(&ready, __ATOMIC_ACQUIRE))
    spins++;
  spins += data;
  return (void *)spins;
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
