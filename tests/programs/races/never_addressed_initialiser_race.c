/* Twin of never_addressed_norace where `total`'s address is taken in a
 * global's initialiser, not in a function: `slots` starts out holding it,
 * main registers the table with the library, and the worker's write
 * through the pointer `slot_for` returns may hit `total`. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
static int total;
static int *slots[1] = {&total};
extern void register_table(int **table, int n);
extern int *slot_for(int key);
void *worker(void *arg) {
  int *p = slot_for(0);
  *p = 7;
  return arg;
}
int main(void) {
  pthread_t t;
  register_table(slots, 1);
  pthread_create(&t, 0, worker, 0);
  total = total + 1;
  pthread_join(t, 0);
  return total;
}
