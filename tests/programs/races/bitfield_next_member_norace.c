/* Bit-field twin of bitfields_adjacent_race.c: one worker sets a flag
 * bit-field, the other writes the int member right after the run of
 * bit-fields. A bit-field and an adjacent member that is not a bit-field
 * are separate memory locations (C11 3.14): no race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// NORACE: status
#include <pthread.h>
struct flags { unsigned ready : 1; unsigned failed : 1; int count; };
struct flags status;
void *loader(void *arg) {
  status.failed = 1;
  return arg;
}
void *counter(void *arg) {
  status.count = 5;
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
