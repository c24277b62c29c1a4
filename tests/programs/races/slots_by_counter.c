/* Each worker, created in a loop, writes the slot of a shared array its own
 * argument (the loop counter) picks: no two workers share a slot. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: slots
#include <pthread.h>
#define N 8
int slots[N];
void *worker(void *arg) {
  int me = (int)(long)arg;
  slots[me] = me * 2;
  return 0;
}
int main(void) {
  pthread_t t[N];
  for (int i = 0; i < N; i++)
    pthread_create(&t[i], 0, worker, (void *)(long)i);
  return 0;
}
