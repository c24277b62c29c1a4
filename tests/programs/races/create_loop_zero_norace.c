/* Attacks the active-threads premise "loops run at least once" (docs
 * engines.md step 7): threads created in a loop are taken to surely run
 * after it. `nworkers` is a global that is never assigned (0), so the
 * create loop runs zero times, no worker exists, and main's write of
 * `hits` is the only access. Truth: no-race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: no-race
#include <pthread.h>
int nworkers;                      /* 0: no worker configured */
int hits;
void *worker(void *arg) { hits++; return arg; }
int main(void) {
  pthread_t ids[4];
  for (int i = 0; i < nworkers; i++)
    pthread_create(&ids[i], 0, worker, 0);
  hits = 5;
  for (int i = 0; i < nworkers; i++)
    pthread_join(ids[i], 0);
  return 0;
}
