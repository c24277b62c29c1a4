/* A byte view: `level` is a signed char holding -1; read through an
 * unsigned char pointer it is 255, so `*raw < 128` is false and x is never
 * written. An interpreter returning the stored -1 unconverted would take
 * the branch and "witness" both threads at `x++`. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: no-race
#include <pthread.h>
signed char level = -1;
int x;
void *t(void *a) {
  unsigned char *raw = (unsigned char *)&level;
  if (*raw < 128) /* 255 < 128: never */
    x++;
  return a;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t, 0);
  pthread_create(&b, 0, t, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
