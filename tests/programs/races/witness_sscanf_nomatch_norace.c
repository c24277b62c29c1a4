/* sscanf writes a %d target only when the input matches; the config has no
 * "port=", so `port` is never written and main only reads it. The witness
 * search must not count a write the body-less call only may make: a thread
 * standing at the sscanf is about to read `config`, nothing more. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdio.h>
int port = 80;
const char *config = "host=example.org";
void *parse(void *arg) {
  sscanf(config, "port=%d", &port); /* no match: port untouched */
  return arg;
}
int main(void) {
  pthread_t p;
  pthread_create(&p, 0, parse, 0);
  int use = port;
  pthread_join(p, 0);
  return use == 80 ? 0 : 1;
}
