/* As lost_id_race.c, but main copies the first worker's id before the
 * create loop overwrites its slot and joins it through the copy: every
 * worker is joined and main's read is race-free. The id is not lost, so
 * nothing is certain. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 64) abort(); /* an assumption */
  pthread_t *tids = malloc(n * sizeof(pthread_t));
  if (!tids) abort();
  pthread_create(&tids[0], 0, worker, 0);
  pthread_t first = tids[0];
  for (int i = 0; i < n; i++)
    pthread_create(&tids[i], 0, worker, 0);
  for (int i = 0; i < n; i++)
    pthread_join(tids[i], 0);
  pthread_join(first, 0);
  free(tids);
  return total;
}
