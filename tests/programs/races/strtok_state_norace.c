/* The string tokenizers: strtok's result points into the first argument
 * of some strtok call of the program (its hidden state holds nothing
 * else), strtok_r's into its first argument or where its save pointer
 * points; never at memory unknown code made. Main tokenises its own line
 * while the worker writes a heap block main published before creating
 * it: the reads through the tokens cannot reach the block. Before, the
 * tokens were pointers of unknown target (alias backend). Twin of
 * strtok_other_thread_race. No race. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
int *g_block;
void *worker(void *arg) {
  g_block[0] = 1;
  return arg;
}
int main(void) {
  pthread_t t;
  char line[32] = "a b c";
  char other[32] = "d,e";
  char *save = 0;
  int n = 0;
  g_block = malloc(4 * sizeof *g_block);
  if (!g_block) return 1;
  pthread_create(&t, 0, worker, 0);
  for (char *w = strtok(line, " "); w; w = strtok(0, " ")) n += w[0];
  for (char *w = strtok_r(other, ",", &save); w; w = strtok_r(0, ",", &save)) n += w[0];
  pthread_join(t, 0);
  return n + g_block[0];
}
