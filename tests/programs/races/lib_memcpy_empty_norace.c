/* memcpy(&header, msg, len) with len == 0 touches no byte: no race (TSan
 * 0/5). The size is not a constant, so the write may reach header and is
 * possible only (flagged may): unknown, not the wrong certain race of
 * before. The witness search is off. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// OPTS: -racer-witness-steps 0
#include <pthread.h>
#include <string.h>
int header;
const char *msg = "";
void *copier(void *arg) {
  size_t len = strlen(msg);          /* 0: the message is empty */
  memcpy(&header, msg, len);
  return arg;
}
int main(void) {
  pthread_t c;
  pthread_create(&c, 0, copier, 0);
  header = 7;
  pthread_join(c, 0);
  return 0;
}
