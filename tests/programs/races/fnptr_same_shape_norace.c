/* Twin of fnptr_shape_norace.c where the types cannot tell the callees
 * apart: `tick` and `reset` have one shape, so the worker's `ops.run()` may
 * reach either for the syntactic backend (and for the alias backend, which
 * unifies the fields of `ops`). Only main calls `reset`, before the worker
 * exists: no race. The access in `reset` runs in the worker only if the
 * call goes there, so it is not surely executed: a call that led to an
 * access must have one target for the access to count as run (a certain
 * race was claimed here before). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: no-race
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
int counter;
int ticks;
void reset(void) { counter = 0; }
void tick(void) { ticks = 1; }
struct ops { void (*run)(void); void (*init)(void); };
struct ops ops = { tick, reset };
void *worker(void *arg) {
  ops.run();
  return arg;
}
int main(void) {
  pthread_t t;
  ops.init();
  pthread_create(&t, 0, worker, 0);
  counter++;
  pthread_join(t, 0);
  return counter;
}
