/* Twin of never_addressed_norace: main registers `&total` with the library
 * (`register_slot`, unseen code) before starting the worker, so `slot_for`
 * may hand it back and the worker's write through `p` may hit `total` while
 * main updates it. Taking the address anywhere makes a global reachable by
 * pointers of unknown target. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
static int total;
extern void register_slot(int key, int *slot);
extern int *slot_for(int key);
void *worker(void *arg) {
  int *p = slot_for(3);
  *p = 7;
  return arg;
}
int main(void) {
  pthread_t t;
  register_slot(3, &total);
  pthread_create(&t, 0, worker, 0);
  total = total + 1;
  pthread_join(t, 0);
  return total;
}
