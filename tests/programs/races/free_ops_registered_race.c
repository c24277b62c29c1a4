/* The worker hands the ops block to an unknown library function, which
 * may keep it and call bump with any pointer, the block main writes
 * included. Twin of free_keeps_nothing_norace. Race possible (bump's
 * write through its parameter, main's write of g_block[0]). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdlib.h>
struct ops {
  void (*fn)(int *);
  int *slot;
};
extern void register_ops(struct ops *o, int **blocks);
int g_a;
int *g_block;
void bump(int *x) { *x += 1; }
void *worker(void *arg) {
  struct ops *o = arg;
  register_ops(o, &g_block);
  o->fn(o->slot);
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
