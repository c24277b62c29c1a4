/* `mode` is defined in another file (to 1, say: the build's
 * configuration), so its value is unknown here; with mode 1 neither thread
 * writes x. The witness interpreter must not take an undefined extern as
 * 0 (as if it were this file's zero-initialised global) and "witness" both
 * threads at `x++`. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
extern int mode;
int x;
void *t(void *a) {
  if (mode == 0)
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
