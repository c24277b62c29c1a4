/* A global no expression takes an address into is reached by its name
 * only: the worker writes through a pointer a library function returns
 * (`slot_for`, defined in code Racer does not see, so the pointer's target
 * is unknown), and that cannot be `total`, which main updates while the
 * worker runs: no code can form `total`'s address. Before the rule, the
 * alias and Eva backends paired `*p` with every global. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: total
#include <pthread.h>
static int total;
extern int *slot_for(int key);
void *worker(void *arg) {
  int *p = slot_for(3);
  *p = 7;
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  total = total + 1;
  pthread_join(t, 0);
  return total;
}
