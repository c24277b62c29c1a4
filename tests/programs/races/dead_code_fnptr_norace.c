/* Code that never runs constrains no pointer: apply_all is neither called
 * nor has its address taken, so the call through its parameter f, which
 * holds no function, is dead. Before, the alias backend passed its
 * arguments to every address-taken function of that shape and tainted
 * what they point to: set_one's `**pp` became a write of unknown target,
 * which paired with main's write of the published block. Twin of
 * dead_code_fnptr_live_race, where the same function is reached through a
 * pointer. No race. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
#include <pthread.h>
#include <stdlib.h>
int g_a;
int *g_pa;
int *g_block;
void set_one(int **pp) { **pp = 1; }
void (*hook)(int **) = set_one;
void apply_all(void (*f)(int **), int **p) { f(p); }
void *worker(void *arg) {
  hook(&g_pa);
  return arg;
}
int main(void) {
  pthread_t t;
  g_pa = &g_a;
  g_block = malloc(4 * sizeof *g_block);
  if (!g_block) return 1;
  pthread_create(&t, 0, worker, 0);
  g_block[0] = 2;
  pthread_join(t, 0);
  return g_a + g_block[0];
}
