/* Twins join_loops.ml's slot match (create `&tids[i]`, join `tids[j]`):
 * slot 0 holds a logger, workers go to tids[i + 1], and the join loop
 * forgets the shift: it joins the logger and workers 0..n-2, never the
 * last worker, whose locked increment can meet main's unlocked read.
 * Truth: race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may total A B
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void *logger(void *arg) { return arg; }
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total++; /* @A */
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t tids[5];
  pthread_create(&tids[0], 0, logger, 0);
  for (int i = 0; i < 4; i++) pthread_create(&tids[i + 1], 0, worker, 0);
  for (int i = 0; i < 4; i++) pthread_join(tids[i], 0);   /* off by one */
  return total; /* @B */
}
