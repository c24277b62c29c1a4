/* Calls through pointers resolved by C's types (syntactic backend,
 * docs/engines.md "Calls through pointers"). The worker calls
 * `ops.handle(1)`, a pointer to int(int): only `step` has that shape.
 * `reset`, of shape void(void), has its address taken too (ops.init), but
 * only main calls it, before the worker exists; its write of `counter` never
 * meets main's later increment in another thread. Without the types, the
 * worker's call could reach `reset`: a race on counter with main's write. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// NORACE: counter
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
int counter;
void reset(void) { counter = 0; }
int step(int x) { return x + 1; }
struct ops { int (*handle)(int); void (*init)(void); };
struct ops ops = { step, reset };
void *worker(void *arg) {
  int r = ops.handle(1);
  return r ? arg : 0;
}
int main(void) {
  pthread_t t;
  ops.init();
  pthread_create(&t, 0, worker, 0);
  counter++;
  pthread_join(t, 0);
  return counter;
}
