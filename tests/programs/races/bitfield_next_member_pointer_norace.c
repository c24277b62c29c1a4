/* As bitfield_next_member_norace.c, through a pointer: one worker sets a
 * flag bit-field, the other writes the int member right after the run of
 * bit-fields. A bit-field and an adjacent member that is not a bit-field
 * are separate memory locations (C11 3.14): no race. An access of a
 * bit-field covers its run of bit-fields, not the width of its declared
 * type (which would reach into `count`). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// NORACE: status
#include <pthread.h>
struct flags { unsigned ready : 1; unsigned failed : 1; int count; };
struct flags status;
struct flags *s = &status;
void *loader(void *arg) {
  s->failed = 1;
  return arg;
}
void *counter(void *arg) {
  s->count = 5;
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, loader, 0);
  pthread_create(&b, 0, counter, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return status.failed + status.count;
}
