/* Each thread writes its own constant array element: no race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
int buf[4];
void *t1(void *arg) { buf[0] = 1; return arg; }
void *t2(void *arg) { buf[3] = 2; return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return buf[0] + buf[3];
}
