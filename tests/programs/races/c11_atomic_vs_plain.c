/* One worker stores an _Atomic flag atomically, the other writes it through
 * a plain `int *` that casts the atomicity away: an atomic access against a
 * plain one is still a race. The syntactic backend does not know where the
 * pointer goes (the alias and Eva backends do); the witness search runs the
 * threads and shows the race to every backend. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE-EVA: must flag A B
// RACE-SYNTACTIC: may flag A B
// RACE-ALIAS: must flag A B
#include <pthread.h>
#include <stdatomic.h>
atomic_int flag;
void *tidy(void *arg) {
  atomic_store(&flag, 1); /* @A */
  return arg;
}
void *sloppy(void *arg) {
  int *raw = (int *)&flag;
  *raw = 2; /* @B */
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, tidy, 0);
  pthread_create(&b, 0, sloppy, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
