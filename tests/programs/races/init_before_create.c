/* main initialises the shared data before any thread exists, then only
 * threads read it: no race (the paper's init-before-create pattern). */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// DECIDED-BY: TF J
#include <pthread.h>
int config;
int table[4];
void *reader(void *arg) { int x = config + table[2]; (void)x; return arg; }
int main(void) {
  pthread_t a, b;
  config = 42;
  table[2] = 7;
  pthread_create(&a, 0, reader, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
