/* Attacks "surely executed" (core/src/races/surely_executed.cpp): a loop is
 * assumed to run its body at least once. Here the drain thread walks a
 * queue that is always empty (`pending` is a global that nothing ever
 * assigns, so it is NULL), so `processed++` never runs and main's write of
 * `processed` has nothing to race with. Truth: no-race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: no-race
#include <pthread.h>
struct node { int val; struct node *next; };
struct node *pending;              /* the queue is empty */
int processed;
void *drain(void *arg) {
  for (struct node *p = pending; p; p = p->next)
    processed++;
  return arg;
}
int main(void) {
  pthread_t d;
  pthread_create(&d, 0, drain, 0);
  processed = 0;
  pthread_join(d, 0);
  return processed;
}
