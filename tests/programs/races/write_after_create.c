/* main writes the shared variable after creating the reader: a race. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must flag A B
#include <pthread.h>
int flag;
void *reader(void *arg) { int x = flag; /* @A */ (void)x; return arg; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, reader, 0);
  flag = 1; /* @B */
  pthread_join(t, 0);
  return 0;
}
