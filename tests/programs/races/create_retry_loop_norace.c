/* Twins the "multiple thread" rule: the create sits on a loop, but the loop
 * only repeats when pthread_create failed (EAGAIN), and a failed create
 * starts no thread. Exactly one worker ever runs, and main reads `hits`
 * after joining it. Truth: no race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <sched.h>
int hits;
void *worker(void *arg) { hits++; return arg; }
int main(void) {
  pthread_t t;
  while (pthread_create(&t, 0, worker, 0) != 0) /* out of resources: retry */
    sched_yield();
  pthread_join(t, 0);
  return hits;
}
