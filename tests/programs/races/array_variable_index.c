/* Threads write array elements at indices the syntactic backend cannot
 * evaluate; they happen to be distinct. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: no-race
// EXPECT-ALIAS: unknown
#include <pthread.h>
int buf[4];
int ia = 0, ib = 3;
void *t1(void *arg) { buf[ia] = 1; return arg; }
void *t2(void *arg) { buf[ib] = 2; return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
