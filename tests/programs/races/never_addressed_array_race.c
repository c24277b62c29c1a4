/* Twin of never_addressed_norace with an array: `totals` decays to a
 * pointer when main registers it with the library, an address taken though
 * no `&` is written, so the worker's write through the pointer `slot_for`
 * returns may hit `totals[1]` while main updates it. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
static int totals[4];
extern void register_slot(int key, int *slot);
extern int *slot_for(int key);
void *worker(void *arg) {
  int *p = slot_for(3);
  *p = 7;
  return arg;
}
int main(void) {
  pthread_t t;
  register_slot(3, totals);
  pthread_create(&t, 0, worker, 0);
  totals[1] = totals[1] + 1;
  pthread_join(t, 0);
  return totals[1];
}
