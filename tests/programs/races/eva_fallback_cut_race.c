/* Eva's over run is cut short: lookup has neither a body nor a
 * specification, so Eva makes its pointer result an integer and finds the
 * read through it invalid on every path: nothing after it in main is
 * analysed, the workers are never started, and the under run stops there
 * too. Before the Eva fallback the report had no race at all (verdict
 * unknown, "an under-approximating thread analysis may miss some"). The
 * possible races are now the alias backend's, which sees both workers
 * write counter (docs/engines.md, "Eva fallback"). A call of a function
 * without a body may wait: the race stays possible. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may counter A A
#include <pthread.h>
int counter;
int *lookup(void);
void *worker(void *arg) {
  counter += 1; /* @A */
  return arg;
}
int main(void) {
  pthread_t a, b;
  int *limit = lookup();
  if (*limit > 0)
    counter = *limit;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return counter;
}
