/* main parses a number from a heap copy of its input without asking for
 * the end pointer: strtol keeps nothing and hands nothing back, so the
 * copy stays main's own while the worker runs; the worker writes another
 * block, published through a global. Twin of fresh_strtol_end_race (where
 * the end pointer is published). No race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
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
  g_rest = strdup("rest");
  char *buf = strdup("42kb");
  if (!buf || !g_rest) return 1;
  long v = strtol(buf, NULL, 10);
  pthread_create(&t, 0, worker, 0);
  buf[2] = 'K';
  pthread_join(t, 0);
  return (int)v;
}
