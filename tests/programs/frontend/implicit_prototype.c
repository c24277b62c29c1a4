/* `make_slot` is called before any declaration and defined later returning a
 * pointer: Frama-C 25 declares it implicitly as returning int, then rejects
 * the definition. The rewrite inserts its prototype on the line where
 * `worker` starts, so no line moves. */
// VERDICT: race
// RACE: total W1 W2
// REWRITES: prototype=1
// NO-REWRITE-ERROR: Declaration of make_slot does not match previous declaration
#include <pthread.h>

int total;
int slots[2];

void *worker(void *arg) {
  int *slot = make_slot(1);
  *slot = 1;
  total = total + 1; /* @W1 */
  return arg;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  total = 5; /* @W2 */
  pthread_join(t, 0);
  make_slot(0);
  return 0;
}

int *make_slot(int i) { return &slots[i]; }
