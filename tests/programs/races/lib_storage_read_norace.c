/* The C library's static storage: the worker reads the message strerror
 * returns (the library's own buffer, never the program's memory) while
 * main writes a heap block it published before creating the worker, which
 * the worker never touches. Before, the read through strerror's result had
 * an unknown target and paired with main's writes of the block (alias
 * backend); one object now stands for the library's storage, which the
 * program only reads. No race. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
int *g_block;
int g_len;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  const char *msg = strerror(2);
  int n = 0;
  while (msg[n]) n++;
  pthread_mutex_lock(&m);
  g_len = n;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  int *block = malloc(4 * sizeof *block);
  if (!block) return 1;
  g_block = block;
  pthread_create(&t, 0, worker, 0);
  block[0] = 1;
  pthread_join(t, 0);
  return g_len + block[0];
}
