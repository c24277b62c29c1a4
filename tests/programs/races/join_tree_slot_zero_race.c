/* Workers created from the last slot down to slot 0 join each other in a
 * binomial tree (worker i joins i | 1 << step), and main joins slot 1
 * only. No join ever reads slot 0 (`i | (1 << step)` is never 0, and main
 * names 1), so the worker created last is never joined and may still write
 * `data` while main reads it: a certain race. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must data A B
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
  data = __VERIFIER_nondet_int(); /* @A */
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
  pthread_join(tids[1], 0);
  free(tids);
  return data; /* @B */
}
