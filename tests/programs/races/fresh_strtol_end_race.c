/* main parses a number from a heap copy of the input and publishes the
 * end pointer (the unparsed rest) for the worker, which uppercases the
 * suffix; main then patches its buffer. Race: worker's write of *g_rest
 * (== buf[2]) vs main's write of buf[2]. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
char *g_rest;
void *worker(void *arg) {
  if (g_rest[0]) g_rest[0] = 'X';
  return arg;
}
int main(void) {
  pthread_t t;
  char *buf = strdup("42kb");
  char *end;
  long v;
  if (!buf) return 1;
  v = strtol(buf, &end, 10);
  g_rest = end;
  pthread_create(&t, 0, worker, 0);
  buf[2] = 'K';
  pthread_join(t, 0);
  return (int)v;
}
