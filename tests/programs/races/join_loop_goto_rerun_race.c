/* Join-loop twin of join_loop_all.c: the create loop runs twice (a goto
 * back over it) into the same id array before the join loop, which then
 * joins the second round only: the first round's workers may still update
 * `total` (under the lock) while main reads it unlocked after the join
 * loop: a race. A join loop ends every thread of its create loop only when
 * the create loop runs once per id slot. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may total A B
#include <pthread.h>
#define N 2
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total = total + 1; /* @A */
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t[N];
  int round = 0;
again:
  for (int i = 0; i < N; i++)
    pthread_create(&t[i], 0, worker, 0);
  round++;
  if (round < 2)
    goto again;
  for (int i = 0; i < N; i++)
    pthread_join(t[i], 0);
  return total; /* @B */
}
