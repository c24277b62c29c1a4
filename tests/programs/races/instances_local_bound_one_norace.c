/* Instance twin (two instances of a loop-created thread surely overlap):
 * the pool size is a local set to 1, so the create loop makes exactly one
 * worker; main touches `count` only after joining it. One thread writes
 * count: no race. A bound known to be constant counts as that constant,
 * for the loop's first value passing it and for the loop running at most
 * once alike. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#define MAX_WORKERS 8
long count;
void *worker(void *arg) {
  count = count + 1;
  return arg;
}
int main(void) {
  pthread_t t[MAX_WORKERS];
  int nworkers = 1;
  for (int i = 0; i < nworkers; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < nworkers; i++)
    pthread_join(t[i], 0);
  return (int)count;
}
