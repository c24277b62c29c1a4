/* Struct-field twin of struct_fields_disjoint.c: two workers set different
 * flags of one status word, but the flags are adjacent bit-fields, which
 * C11 (3.14, 5.1.2.4) makes ONE memory location: each write is a read-
 * modify-write of the shared storage unit. Unordered: a race. Disjoint bit
 * offsets do not make disjoint memory locations. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may status A B
#include <pthread.h>
struct flags { unsigned ready : 1; unsigned failed : 1; };
struct flags status;
void *loader(void *arg) {
  status.ready = 1; /* @A */
  return arg;
}
void *checker(void *arg) {
  status.failed = 1; /* @B */
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
