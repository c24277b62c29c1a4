/* One thread writes, main only touches the data before creating it and
 * after joining it. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
int data[8];
void *fill(void *arg) { for (int i = 0; i < 8; i++) data[i] = i; return arg; }
int main(void) {
  pthread_t t;
  data[0] = -1;
  pthread_create(&t, 0, fill, 0);
  pthread_join(t, 0);
  return data[3];
}
