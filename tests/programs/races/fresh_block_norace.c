/* Fresh memory (docs/engines.md, "Fresh memory"): each instance of `t`
 * fills a block it has just allocated, then publishes it under a lock. The
 * writes through `q` come before the block's address leaves the function:
 * no other thread can reach the block then, whatever the allocation site's
 * other blocks go through. No race (`gp` is written under m only). */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// DECIDED-BY: FR
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
#include <stdlib.h>
int *gp;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *t(void *x) {
  int *q = malloc(sizeof *q);
  if (!q) return 0;
  *q = 1;
  *q += 1;
  pthread_mutex_lock(&m);
  gp = q;
  pthread_mutex_unlock(&m);
  return x;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t, 0);
  pthread_create(&b, 0, t, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
