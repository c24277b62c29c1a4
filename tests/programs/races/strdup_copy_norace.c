/* strdup and strndup return a fresh block (POSIX), never memory unknown
 * code made: main publishes its copies before creating the worker, which
 * reads them while main writes another block. Before, the copies were
 * pointers of unknown target (alias backend) and the worker's reads
 * paired with main's write. Twin of strdup_copy_published_race. No race. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
char *g_copy;
char *g_part;
int *g_block;
void *worker(void *arg) {
  int n = 0;
  if (g_copy) n += g_copy[0];
  if (g_part) n += g_part[0];
  return (void *)(long)n;
}
int main(void) {
  pthread_t t;
  g_copy = strdup("hello");
  g_part = strndup("world", 3);
  g_block = malloc(4 * sizeof *g_block);
  if (!g_block) return 1;
  pthread_create(&t, 0, worker, 0);
  g_block[0] = 2;
  pthread_join(t, 0);
  return g_block[0];
}
