/* Threads run one after the other: each is joined before the next starts. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
int stage;
void *step1(void *arg) { stage = 1; return arg; }
void *step2(void *arg) { stage = 2; return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, step1, 0);
  pthread_join(a, 0);
  pthread_create(&b, 0, step2, 0);
  pthread_join(b, 0);
  return stage;
}
