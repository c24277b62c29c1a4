/* Instance twin (two instances of a loop-created thread surely overlap):
 * the pool size is the configuration variable `nworkers`, 1 and never
 * changed, so the create loop makes exactly one worker; main touches
 * `count` only after joining it. One thread writes count: no race. The
 * must-race between "two instances" of the worker needs the loop to run
 * twice, which a non-literal bound does not show. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#define MAX_WORKERS 8
int nworkers = 1;
long count;
void *worker(void *arg) {
  count = count + 1; /* @A */
  return arg;
}
int main(void) {
  pthread_t t[MAX_WORKERS];
  for (int i = 0; i < nworkers; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < nworkers; i++)
    pthread_join(t[i], 0);
  return (int)count;
}
