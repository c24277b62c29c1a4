/* Twins same_join_target against a write by another thread: `current` is
 * the global handle of the running worker; a supervisor starts a new
 * worker and stores its id there. main joins the supervisor, so it then
 * reads the new id, and `pthread_join(current)` ends the new worker: the
 * old one, created into &current, is never joined, and its write of `data`
 * can meet main's read. Accesses of `current` are all ordered (create and
 * join). Truth: race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may data A B
#include <pthread.h>
pthread_t current;
int data;
void *old_worker(void *arg) { data++; /* @A */ return arg; }
void *new_worker(void *arg) { return arg; }
void *supervisor(void *arg) {
  pthread_t n;
  pthread_create(&n, 0, new_worker, 0);
  current = n;                /* hand over: the new worker is current */
  return arg;
}
int main(void) {
  pthread_t sup;
  pthread_create(&current, 0, old_worker, 0);
  pthread_create(&sup, 0, supervisor, 0);
  pthread_join(sup, 0);
  pthread_join(current, 0);   /* the new worker */
  return data;                /* @B */
}
