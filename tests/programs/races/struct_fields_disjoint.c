/* Each thread writes its own field of a global struct: no race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
struct { int left; int right; } pair;
void *t1(void *arg) { pair.left = 1; return arg; }
void *t2(void *arg) { pair.right = 2; return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return pair.left + pair.right;
}
