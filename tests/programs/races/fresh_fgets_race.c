/* main reads a line into a fresh heap buffer and publishes fgets's result
 * (which is the buffer) for the worker; main then writes its buffer.
 * Race: worker's write g_line[0], main's write buf[0]. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
char *g_line;
void *worker(void *arg) {
  g_line[0] = '#';
  return arg;
}
int main(void) {
  pthread_t t;
  char *buf = malloc(64);
  if (!buf) return 1;
  g_line = fgets(buf, 64, stdin);
  if (!g_line) return 1;
  pthread_create(&t, 0, worker, 0);
  buf[0] = '>';
  pthread_join(t, 0);
  return buf[0];
}
