/* Twin of join_loop_struct_fields.c: each worker clears its own descriptor
 * with memset(arg, ...), thread id included, while main may be reading
 * that id to join it: main's join may read a cleared id (and join no
 * thread), then read `total` unlocked while the workers update it: a
 * race (and the memset races with the join's read of the id). The join
 * loop ends every worker only if nothing but the create and the join
 * touches the id field; a thread given the element as a void * may reach
 * it untyped. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// RACE: may total A B
#include <pthread.h>
#include <string.h>
typedef struct {
  pthread_t tid;
  int id;
} worker_t;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void *work(void *arg) {
  memset(arg, 0, sizeof(worker_t));
  pthread_mutex_lock(&m);
  total = total + 1; /* @A */
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  worker_t workers[2];
  int i;
  for (i = 0; i < 2; i++) {
    workers[i].id = i;
    pthread_create(&workers[i].tid, 0, work, &workers[i]);
  }
  for (i = 0; i < 2; i++)
    pthread_join(workers[i].tid, 0);
  return total; /* @B */
}
