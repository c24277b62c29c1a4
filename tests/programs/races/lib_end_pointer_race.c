/* strtol keeps no pointer, but stores one into its first argument through
 * its second (the end of the number): main publishes that end pointer, an
 * address inside its own buffer, and the reader writes through it while
 * main writes the same byte. Race. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdlib.h>
char *g_end;
void *reader(void *arg) {
  char *p = g_end;
  if (p) *p = 'y';
  return arg;
}
int main(void) {
  pthread_t t;
  char buf[16] = "12x";
  char *end;
  strtol(buf, &end, 10);
  g_end = end;
  pthread_create(&t, 0, reader, 0);
  buf[2] = 'z';
  pthread_join(t, 0);
  return buf[2];
}
