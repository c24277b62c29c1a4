/* Twins join_loops.ml's single_exit: the join loop stops joining once a
 * worker has reported an error, so later workers may still run when main
 * reads `total` without the lock. Truth: race (a worker may fail before
 * main's first check). */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may total A B
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total, failed;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total++; /* @A */
  if (__VERIFIER_nondet_int()) failed = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t tids[4];
  for (int i = 0; i < 4; i++) pthread_create(&tids[i], 0, worker, 0);
  for (int i = 0; i < 4; i++) {
    pthread_mutex_lock(&m);
    int stop = failed;
    pthread_mutex_unlock(&m);
    if (stop) break;       /* give up on the others */
    pthread_join(tids[i], 0);
  }
  return total; /* @B */
}
