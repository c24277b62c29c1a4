/* An output of a model call is an access: pthread_join(w, &last_result)
 * stores the exit value into the global last_result in the joining
 * thread, which a reporter thread reads without synchronisation: a race
 * (the store is inside libc, which TSan does not instrument). The store is
 * possible only (the join may fail), never certain: unknown (before: a
 * wrong no-race). The witness search is off. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may last_result A B
// OPTS: -racer-witness-steps 0
#include <pthread.h>
void *last_result;
void *worker(void *arg) { return arg; }
void *reporter(void *arg) {
  void *r = last_result; /* @B */
  return r;
}
int main(void) {
  pthread_t w, rep;
  pthread_create(&rep, 0, reporter, 0);
  pthread_create(&w, 0, worker, (void *)42);
  pthread_join(w, &last_result); /* @A */
  pthread_join(rep, 0);
  return 0;
}
