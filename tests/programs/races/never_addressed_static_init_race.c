/* Twin of never_addressed_norace where `total`'s address is taken only in
 * the initialiser of a function's static local: `home` starts out holding
 * it (CIL makes it a global with an initialiser), main registers that
 * pointer with the library, and the worker's write through the pointer
 * `slot_for` returns may hit `total` while main updates it. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
static int total;
extern void register_slot(int key, int *slot);
extern int *slot_for(int key);
static int *home_of_total(void) {
  static int *home = &total;
  return home;
}
void *worker(void *arg) {
  int *p = slot_for(3);
  *p = 7;
  return arg;
}
int main(void) {
  pthread_t t;
  register_slot(3, home_of_total());
  pthread_create(&t, 0, worker, 0);
  total = total + 1;
  pthread_join(t, 0);
  return total;
}
