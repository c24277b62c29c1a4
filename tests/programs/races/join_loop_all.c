/* Workers created in one loop, all joined by the next (same counter start
 * and step, one bound `n`, ids in a heap array nothing else touches): after
 * the join loop no worker runs, so main's unguarded read of the total is
 * safe. Racer recognises the pair of loops and retires the workers where
 * the join loop ends. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// DECIDED-BY: TF J
// NORACE
#include <pthread.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total += (int)(long)arg;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 64) return 0;
  pthread_t *tids = malloc(n * sizeof(pthread_t));
  if (!tids) return 0;
  for (int i = 0; i < n; i++)
    pthread_create(&tids[i], 0, worker, (void *)(long)i);
  for (int i = 0; i < n; i++)
    pthread_join(tids[i], 0);
  free(tids);
  return total;
}
