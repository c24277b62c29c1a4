/* Race-free: each thread writes its own global through its own pointer.
 * The syntactic backend cannot tell where the pointers go (unknown); the
 * alias backend's classes keep a and b apart and prove it. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: a
// NORACE: b
#include <pthread.h>
int a, b;
static int *pick_a(void) { return &a; }
void *w1(void *arg) {
  int *p = pick_a();
  *p = 1;
  return arg;
}
void *w2(void *arg) {
  int *q = &b;
  *q = 2;
  return arg;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, w1, 0);
  pthread_create(&t2, 0, w2, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return a + b;
}
