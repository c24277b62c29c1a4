/* free keeps no pointer: the worker frees the ops block main gave it,
 * which holds the callback bump and the slot it bumps. Before, free
 * handed the block to unknown code, which could then call bump with any
 * pointer (alias backend: bump's write had an unknown target and paired
 * with main's write of the published block). Twin of
 * free_ops_registered_race. No race. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
#include <pthread.h>
#include <stdlib.h>
struct ops {
  void (*fn)(int *);
  int *slot;
};
int g_a;
int *g_block;
void bump(int *x) { *x += 1; }
void *worker(void *arg) {
  struct ops *o = arg;
  o->fn(o->slot);
  free(o);
  return 0;
}
int main(void) {
  pthread_t t;
  struct ops *o = malloc(sizeof *o);
  g_block = malloc(4 * sizeof *g_block);
  if (!o || !g_block) return 1;
  o->fn = bump;
  o->slot = &g_a;
  pthread_create(&t, 0, worker, o);
  g_block[0] = 2;
  pthread_join(t, 0);
  return g_a + g_block[0];
}
