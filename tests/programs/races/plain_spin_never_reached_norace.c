/* The "plain spin" rule: a certain race of plain accesses in a spin's cycle,
 * when every spin reads plain data, makes Racer ignore active waiting. Here
 * the worker first spins on `go`, which main raises only after joining the
 * worker (an ordering bug): the worker never leaves that spin, never reaches
 * its second spin on `loaded`, and the program hangs. No two conflicting
 * accesses ever run: no race. The rule's premise "the spin's read runs right
 * before the awaited write" needs the spin to be reached, which an earlier
 * spin can prevent. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
int go;
int loaded;
void *worker(void *arg) {
  while (!go)
    ;
  while (!loaded)
    ;
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  loaded = 1;
  pthread_join(t, 0);
  go = 1;
  return 0;
}
