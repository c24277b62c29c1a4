/* Attacks "two instances of a multiple thread surely overlap"
 * (race_pairs.cpp instances_overlap): a create on a CFG cycle makes the
 * thread multiple, and its instances are taken to race with each other.
 * `nworkers` is a global only initialised (1), so the loop creates exactly
 * one worker; nobody else touches `hits`. Truth: no-race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
int nworkers = 1;
int hits;
void *worker(void *arg) { hits++; return arg; }
int main(void) {
  pthread_t ids[4];
  for (int i = 0; i < nworkers; i++)
    pthread_create(&ids[i], 0, worker, 0);
  for (int i = 0; i < nworkers; i++)
    pthread_join(ids[i], 0);
  return 0;
}
