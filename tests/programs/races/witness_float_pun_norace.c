/* The bits of the integer 1 read as a double are the smallest subnormal,
 * about 4.9e-324, whose conversion to int is 0: x is never written. The
 * witness interpreter does not follow floating-point values; one that
 * kept the integer 1 would "witness" both threads at `x++`. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: no-race
#include <pthread.h>
union bits { long long i; double d; };
union bits u;
int x;
void *t(void *a) {
  if ((int)u.d == 1) /* (int)4.9e-324 == 0 */
    x++;
  return a;
}
int main(void) {
  pthread_t a, b;
  u.i = 1;
  pthread_create(&a, 0, t, 0);
  pthread_create(&b, 0, t, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
