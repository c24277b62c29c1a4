/* As join_loop_struct_fields.c with one kind of worker, but each worker
 * also reads its own id field through its argument (`w->tid`): the ids are
 * no longer only the creates' and the joins' business, so the join loop is
 * not trusted to end every worker, and main's read stays a possible race. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
typedef struct {
  pthread_t tid;
  int id;
} worker_t;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void *work(void *arg) {
  worker_t *w = arg;
  pthread_t me = w->tid;
  (void)me;
  pthread_mutex_lock(&m);
  total += w->id;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  worker_t workers[3];
  int i;
  for (i = 0; i < 3; i++) {
    workers[i].id = i;
    pthread_create(&workers[i].tid, 0, work, &workers[i]);
  }
  for (i = 0; i < 3; i++)
    pthread_join(workers[i].tid, 0);
  return total;
}
