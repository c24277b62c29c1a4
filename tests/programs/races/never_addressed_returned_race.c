/* Twin of never_addressed_norace where `total`'s address is formed only in
 * a return statement: main registers what `where` returns with the library,
 * and the worker's write through the pointer `slot_for` returns may hit
 * `total` while main updates it. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
static int total;
extern void register_slot(int key, int *slot);
extern int *slot_for(int key);
static int *where(void) { return &total; }
void *worker(void *arg) {
  int *p = slot_for(3);
  *p = 7;
  return arg;
}
int main(void) {
  pthread_t t;
  register_slot(3, where());
  pthread_create(&t, 0, worker, 0);
  total = total + 1;
  pthread_join(t, 0);
  return total;
}
