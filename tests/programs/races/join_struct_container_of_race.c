/* Ids in a field of a local array of structures. Between the loops main
 * restarts worker 0's slot with a helper, reaching the record from its
 * `id` member, container_of style: the join loop joins the helper, never
 * worker 0. Race on total.
 * Found by a review of the core's join loops (ABI 15): a wrong no-race before. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
#include <stddef.h>
#define N 3
struct worker {
  pthread_t tid;
  int id;
};
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *work(void *arg) {
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return arg;
}
void *helper(void *arg) { return arg; }
#define RECORD_TID(p) ((pthread_t *)((char *)(p) - offsetof(struct worker, id)))
int main(void) {
  struct worker w[N];
  int i, j;
  for (i = 0; i < N; i++) pthread_create(&w[i].tid, 0, work, 0);
  pthread_create(RECORD_TID(&w[0].id), 0, helper, 0);
  for (j = 0; j < N; j++) pthread_join(w[j].tid, 0);
  return total;
}
