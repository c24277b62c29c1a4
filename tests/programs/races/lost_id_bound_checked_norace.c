/* Twin of lost_id_race: n is also handed to check(), which stops the
 * program unless n is 0. The create loop never runs, the first worker
 * keeps its slot, and the last join ends it before main reads the total:
 * no race. The bound rule must not take n for a free choice (a read of n
 * it does not know may constrain it), so the first id is not lost. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void check(int n) {
  if (n != 0) abort();
}
void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  check(n);
  pthread_t *tids = malloc((n + 1) * sizeof(pthread_t));
  if (!tids) abort();
  pthread_create(&tids[0], 0, worker, 0);
  for (int i = 0; i < n; i++)
    pthread_create(&tids[i], 0, worker, 0);
  for (int i = 0; i < n; i++)
    pthread_join(tids[i], 0);
  pthread_join(tids[0], 0);
  free(tids);
  return total;
}
