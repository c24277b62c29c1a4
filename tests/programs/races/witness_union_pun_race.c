/* Twin of witness_union_pun_norace.c: main stores 1 through `w.s`, `w.u`
 * reads 1 < 100, and both threads increment x: the witness search shows it
 * (an int read as unsigned is the same bits, a modular conversion). */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: must x A A
#include <pthread.h>
union word { int s; unsigned u; };
union word w;
int x;
void *t(void *a) {
  if (w.u < 100u)
    x++; /* @A */
  return a;
}
int main(void) {
  pthread_t a, b;
  w.s = 1;
  pthread_create(&a, 0, t, 0);
  pthread_create(&b, 0, t, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
