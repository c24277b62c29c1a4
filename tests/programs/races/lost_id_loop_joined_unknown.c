/* As lost_id_loop_race.c, but main joins the first worker before the extra
 * create reuses its slot: every worker is joined and main's read is
 * race-free. The slot is read before it is overwritten, so no id is lost
 * and nothing is certain. */
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
  pthread_t tids[64];
  for (int i = 0; i < n; i++)
    pthread_create(&tids[i], 0, worker, 0);
  pthread_join(tids[0], 0);
  pthread_create(&tids[0], 0, worker, 0);
  for (int i = 0; i < n; i++)
    pthread_join(tids[i], 0);
  return total;
}
