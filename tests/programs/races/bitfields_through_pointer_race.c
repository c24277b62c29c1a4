/* Bit-field twin of bitfields_adjacent_race.c through a pointer: both
 * workers set their flag through one pointer to the shared status word.
 * The flags are adjacent bit-fields, one memory location (C11 3.14): a
 * race. With the witness search off, Eva's values alone make no race
 * certain (the alias backend's unification does). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: race
// EXPECT-EVA: unknown
// RACE-ALIAS: may status A B
// RACE-EVA: may status A B
// OPTS: -racer-witness-steps 0
#include <pthread.h>
struct flags { unsigned ready : 1; unsigned failed : 1; int count; unsigned last : 3; };
struct flags status;
struct flags *shared = &status;
void *loader(void *arg) {
  shared->ready = 1; /* @A */
  return arg;
}
void *checker(void *arg) {
  shared->failed = 1; /* @B */
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, loader, 0);
  pthread_create(&b, 0, checker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return status.ready + status.failed;
}
