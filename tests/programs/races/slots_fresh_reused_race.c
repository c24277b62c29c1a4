/* Fresh-block twin of slots_fresh_block.c: main reads the result of the
 * previous iteration's block before it allocates the next one, while the
 * worker it handed that block to may still be writing it: a race. A
 * creator's access shares its workers' key only when no way from the
 * create reaches it without a new block. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE-SYNTACTIC: may t A B
// RACE-ALIAS: may __malloc_main_l30 A B
// RACE-EVA: may __malloc_main_l30 A B
#include <pthread.h>
#include <stdlib.h>
struct task { int seed; int result; };
void *worker(void *arg) {
  struct task *t = arg;
  t->result = t->seed * 3; /* @A */
  return 0;
}
int main(void) {
  pthread_t tid;
  long total = 0;
  struct task *t = malloc(sizeof(struct task));
  if (!t) return 1;
  t->seed = 0;
  t->result = 0;
  for (int i = 0; i < 4; i++) {
    total += t->result; /* @B */
    t = malloc(sizeof(struct task));
    if (!t) return 1;
    t->seed = i;
    pthread_create(&tid, 0, worker, t);
  }
  return (int)total;
}
