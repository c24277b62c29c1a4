/* strdup's block is the program's like any other: main publishes its copy
 * in a global before creating the worker, which writes it while main
 * does. Twin of strdup_copy_norace. Race (both write g_copy[0]). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
char *g_copy;
void *worker(void *arg) {
  g_copy[0] = 'w';
  return arg;
}
int main(void) {
  pthread_t t;
  g_copy = strdup("hello");
  if (!g_copy) return 1;
  pthread_create(&t, 0, worker, 0);
  g_copy[0] = 'm';
  pthread_join(t, 0);
  return 0;
}
