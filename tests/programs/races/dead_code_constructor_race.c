/* A constructor runs before main, called by the runtime through the
 * program's init array: it is no dead code, and its pointer assignments
 * count. Here p1 still points to g_a when the worker writes through it
 * (main points it elsewhere only with more than five arguments), while
 * main writes g_a. Twin of dead_code_fnptr_norace. Race (the worker's
 * write through p1, main's write of g_a). */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
int g_a, g_b;
int *p1;
__attribute__((constructor)) static void setup(void) { p1 = &g_a; }
void *worker(void *arg) {
  *p1 = 1;
  return arg;
}
int main(int argc, char **argv) {
  pthread_t t;
  (void)argv;
  if (argc > 5) p1 = &g_b;
  pthread_create(&t, 0, worker, 0);
  g_a = 2;
  pthread_join(t, 0);
  return g_a + g_b;
}
