/* apply_all runs: its address is taken, and the worker calls it through a
 * pointer with set_one and a pointer to the block main publishes, which
 * main writes too. Twin of dead_code_fnptr_norace. Race (both write
 * g_block[0]). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdlib.h>
int *g_block;
void set_one(int **pp) { **pp = 1; }
void apply_all(void (*f)(int **), int **p) { f(p); }
void (*runner)(void (*)(int **), int **) = apply_all;
void *worker(void *arg) {
  runner(set_one, &g_block);
  return arg;
}
int main(void) {
  pthread_t t;
  g_block = malloc(4 * sizeof *g_block);
  if (!g_block) return 1;
  pthread_create(&t, 0, worker, 0);
  g_block[0] = 2;
  pthread_join(t, 0);
  return g_block[0];
}
