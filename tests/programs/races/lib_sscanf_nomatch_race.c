/* Twin of lib_sscanf_nomatch_norace.c: the config does set the port, so
 * sscanf writes `port` while main reads it. Truth: race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// RACE: may port A B
#include <pthread.h>
#include <stdio.h>
int port = 80;
const char *config = "port=8080";
void *parse(void *arg) {
  sscanf(config, "port=%d", &port); /* @A */
  return arg;
}
int main(void) {
  pthread_t p;
  pthread_create(&p, 0, parse, 0);
  int use = port; /* @B */
  pthread_join(p, 0);
  return use == 80 ? 0 : 1;
}
