/* Nested creation, but main touches g only after the whole tree is joined. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
int g;
void *level3(void *arg) { g = 3; return arg; }
void *level2(void *arg) { pthread_t t; pthread_create(&t, 0, level3, 0); pthread_join(t, 0); return arg; }
void *level1(void *arg) { pthread_t t; pthread_create(&t, 0, level2, 0); pthread_join(t, 0); return arg; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, level1, 0);
  pthread_join(t, 0);
  g = 1;
  return g;
}
