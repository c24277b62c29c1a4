/* Twins the join-loop pairing (frama-plugin/recognisers/join_loops.ml, JOINS_ALL;
 * retired_by_loop in active_analysis.cpp). Each manager creates two workers
 * and joins both in a paired loop, then reads `total` unlocked. Run by one
 * manager this is safe (join_loop_one_manager_norace.c); here main starts
 * two managers, and the workers of the other manager may still be adding
 * (under the lock) while this one reads. Truth: race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may total A B
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total++; /* @A */
  pthread_mutex_unlock(&m);
  return arg;
}
void *manager(void *arg) {
  pthread_t w[2];
  for (int i = 0; i < 2; i++) pthread_create(&w[i], 0, worker, 0);
  for (int i = 0; i < 2; i++) pthread_join(w[i], 0);
  return (void *)(long)total; /* @B */
}
int main(void) {
  pthread_t m1, m2;
  pthread_create(&m1, 0, manager, 0);
  pthread_create(&m2, 0, manager, 0);
  pthread_join(m1, 0);
  pthread_join(m2, 0);
  return 0;
}
