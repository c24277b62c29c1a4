/* As join_tree_slot_zero_race.c, but main joins slot 0, the root of the
 * tree: every worker is joined, directly or through the workers that join
 * it, before main reads `data`. No race; a join reads slot 0, so Racer
 * cannot tell which worker runs on, and says unknown (never race). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int threads_total;
pthread_t *tids;
int data;
pthread_mutex_t data_mutex = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int i = (int)(long)arg;
  pthread_mutex_lock(&data_mutex);
  data = __VERIFIER_nondet_int();
  pthread_mutex_unlock(&data_mutex);
  for (unsigned int step = 0; step < 30; step++) {
    if (i % (2 << step))
      break;
    unsigned int next = (unsigned int)(i | (1 << step));
    if (next >= (unsigned int)threads_total)
      break;
    pthread_join(tids[next], 0);
  }
  return 0;
}
int main(void) {
  threads_total = __VERIFIER_nondet_int();
  if (threads_total < 2 || threads_total > 64) abort(); /* an assumption */
  tids = malloc(threads_total * sizeof(pthread_t));
  if (!tids) abort();
  for (int i = threads_total - 1; i >= 0; i--)
    pthread_create(&tids[i], 0, worker, (void *)(long)i);
  pthread_join(tids[0], 0);
  free(tids);
  return data;
}
