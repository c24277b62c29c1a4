/* The first worker's id goes to tids[0], which the create loop's first
 * iteration overwrites: no join can end that worker any more, so it may
 * still add to the total while main reads it. The loop runs at least once
 * (n >= 1), and tids is used by nothing but the creates, the joins and its
 * allocation: a certain race. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must total A B
#include <pthread.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  total++; /* @A */
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 64) abort(); /* an assumption */
  pthread_t *tids = malloc(n * sizeof(pthread_t));
  if (!tids) abort();
  pthread_create(&tids[0], 0, worker, 0);
  for (int i = 0; i < n; i++)
    pthread_create(&tids[i], 0, worker, 0);
  for (int i = 0; i < n; i++)
    pthread_join(tids[i], 0);
  free(tids);
  return total; /* @B */
}
