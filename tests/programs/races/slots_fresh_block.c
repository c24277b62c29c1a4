/* Each worker gets a block main allocated for it in that iteration (and
 * filled before the create): the blocks are distinct. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
#include <stdlib.h>
struct task { int seed; int result; };
void *worker(void *arg) {
  struct task *t = arg;
  t->result = t->seed * 3;
  free(t);
  return 0;
}
int main(void) {
  pthread_t tid;
  for (int i = 0; i < 4; i++) {
    struct task *t = malloc(sizeof(struct task));
    if (!t) return 1;
    t->seed = i;
    pthread_create(&tid, 0, worker, t);
  }
  return 0;
}
