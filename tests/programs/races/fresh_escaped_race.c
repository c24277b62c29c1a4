/* Twin of fresh_block_norace.c where the premise fails: `t` publishes the
 * block first and writes it after, while `reader` reads it through the
 * published pointer. The write is no longer fresh: a race. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
#include <stdlib.h>
int *gp;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *t(void *x) {
  int *q = malloc(sizeof *q);
  if (!q) return 0;
  pthread_mutex_lock(&m);
  gp = q;
  pthread_mutex_unlock(&m);
  *q = 1; /* @A */
  return x;
}
void *reader(void *x) {
  int *p;
  pthread_mutex_lock(&m);
  p = gp;
  pthread_mutex_unlock(&m);
  return p ? (void *)(long)*p /* @B */ : x;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
