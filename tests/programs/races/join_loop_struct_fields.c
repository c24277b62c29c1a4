/* Producers and consumers keep their ids in a field of per-thread structs
 * that the threads get as their argument; two create loops, then two join
 * loops over those fields (constant bounds). Every thread is joined before
 * main reads the totals: no race. Racer pairs each join loop with the
 * create loop of the same array. The syntactic backend does not know where
 * `w->total` points, so it can only say unknown. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
typedef struct {
  pthread_t tid;
  int id;
  int *total;
} worker_t;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int produced, consumed;
void *produce(void *arg) {
  worker_t *w = arg;
  pthread_mutex_lock(&m);
  *w->total += w->id;
  pthread_mutex_unlock(&m);
  return 0;
}
void *consume(void *arg) {
  worker_t *w = arg;
  pthread_mutex_lock(&m);
  *w->total -= w->id;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  worker_t producers[3], consumers[3];
  int i;
  for (i = 0; i < 3; i++) {
    producers[i].id = i;
    producers[i].total = &produced;
    pthread_create(&producers[i].tid, 0, produce, &producers[i]);
  }
  for (i = 0; i < 3; i++) {
    consumers[i].id = i;
    consumers[i].total = &consumed;
    pthread_create(&consumers[i].tid, 0, consume, &consumers[i]);
  }
  for (i = 0; i < 3; i++)
    pthread_join(producers[i].tid, 0);
  for (i = 0; i < 3; i++)
    pthread_join(consumers[i].tid, 0);
  return produced + consumed;
}
