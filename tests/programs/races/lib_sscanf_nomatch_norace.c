/* sscanf assigns a %d target only when the input matches: the config has
 * no "port=", so `port` is never written, and main only reads it: no race
 * (TSan 0/5). A variadic argument of a function without a body may be
 * written, never surely (flagged may): unknown, not the wrong certain race
 * of before. A model says sscanf returns, so that the schedule of the race
 * has no other obstacle; the witness search is off (a paused call's
 * possible writes are no evidence). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// OPTS: -racer-witness-steps 0 -cc-models {dir}/lib_sscanf_nomatch_norace.yaml
#include <pthread.h>
#include <stdio.h>
int port = 80;
const char *config = "host=example.org";
void *parse(void *arg) {
  sscanf(config, "port=%d", &port);  /* no match: port untouched */
  return arg;
}
int main(void) {
  pthread_t p;
  pthread_create(&p, 0, parse, 0);
  int use = port;
  pthread_join(p, 0);
  return use == 80 ? 0 : 1;
}
