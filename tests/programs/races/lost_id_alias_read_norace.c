/* Twins instances/lost_ids (RACER_EXPR_ID_LOST: a create into tids[0] whose slot
 * the create loop overwrites unread). Here the pool keeps an alias of the
 * id array, `slots`, and main saves slot 0 through it before the loop
 * reuses the slot; it joins the first worker through the copy, so every
 * worker is joined before main reads `total`. The slot is read through an
 * alias: the id is not lost. Truth: no race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t tids[4];
  pthread_t *slots = tids;        /* the pool's view of the ids */
  pthread_create(&tids[0], 0, worker, 0);
  pthread_t first = slots[0];     /* saved before slot 0 is reused */
  for (int i = 0; i < 4; i++) pthread_create(&tids[i], 0, worker, 0);
  for (int i = 0; i < 4; i++) pthread_join(tids[i], 0);
  pthread_join(first, 0);
  return total;
}
