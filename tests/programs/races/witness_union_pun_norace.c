/* The witness interpreter must read a cell with the type of the read, not
 * the one it was written with: main stores -1 through `w.s`; the threads
 * read `w.u`, which is 4294967295, so `w.u < 100u` is false and x is never
 * written. Returning the stored -1 would take the branch and "witness" two
 * threads at `x++`. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
union word { int s; unsigned u; };
union word w;
int x;
void *t(void *a) {
  if (w.u < 100u) /* 4294967295 < 100: never */
    x++;
  return a;
}
int main(void) {
  pthread_t a, b;
  w.s = -1;
  pthread_create(&a, 0, t, 0);
  pthread_create(&b, 0, t, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
