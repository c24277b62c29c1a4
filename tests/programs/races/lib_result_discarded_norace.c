/* Objects passed to the library: main fills its own buffer with memcpy and
 * drops the result, so `buf`'s address goes nowhere but into the call,
 * which keeps no pointer. The reader writes through `g_ptr`, a heap block
 * (a pointer of unknown target for the syntactic backend), which cannot
 * be `buf`. Twin of lib_result_handed_back_race, where memcpy's result, a
 * pointer to `buf`, is published. No race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// NORACE: buf
#include <pthread.h>
#include <stdlib.h>
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
  g_ptr = malloc(4);
  if (!g_ptr) return 1;
  memcpy(buf, "abc", 4);
  pthread_create(&t, 0, reader, 0);
  buf[0] = 'z';
  pthread_join(t, 0);
  return buf[0];
}
