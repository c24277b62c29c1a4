/* Each worker passes the address of its own local to a helper that fills
 * it. Different thread instances never share a frame, so accesses to `mine`
 * by name cannot race with each other; the helper's write through `p` has an
 * unknown target for the syntactic backend, which may only make it unsure.
 * The alias and Eva backends ask the pointer flows which locals escape:
 * `mine`'s address reaches no global, heap block or thread argument. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
static void fill(int *p, int v) { *p = v; }
void *worker(void *arg) {
  int mine;
  fill(&mine, 3);
  mine = mine + 1;
  return (void *)(long)mine;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
