/* A heap block is filled by the thread and read by main after the join. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
#include <stdlib.h>
void *worker(void *arg) { int *p = arg; p[0] = 7; return 0; }
int main(void) {
  int *block = malloc(4 * sizeof(int));
  if (!block) return 1;
  pthread_t t;
  pthread_create(&t, 0, worker, block);
  pthread_join(t, 0);
  int v = block[0];
  free(block);
  return v;
}
