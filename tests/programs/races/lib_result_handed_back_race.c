/* Twin of lib_result_discarded_norace: memcpy keeps no pointer, but returns
 * its destination, and main publishes that pointer to `buf` in `g_ptr`
 * before starting the reader, which writes through it while main writes
 * `buf[0]`. A function that keeps nothing may still hand the address back
 * (docs/engines.md, "Objects passed to the library"). Race. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: race
// EXPECT-EVA: unknown
#include <pthread.h>
#include <string.h>
char *g_ptr;
void *reader(void *arg) {
  char *p = g_ptr;
  *p = 'y';
  return arg;
}
int main(void) {
  pthread_t t;
  char buf[16];
  g_ptr = memcpy(buf, "abc", 4);
  pthread_create(&t, 0, reader, 0);
  buf[0] = 'z';
  pthread_join(t, 0);
  return buf[0];
}
