/* Positive twin of barrier_count_too_high_norace.c: count 2, both workers
 * wait, the barrier opens and both update `total` in phase 1 without a lock:
 * a real race (same exact phase). */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may total A A
#include <pthread.h>
pthread_barrier_t start;
int total;
void *worker(void *arg) {
  pthread_barrier_wait(&start);
  total += (int)(long)arg; /* @A */
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_barrier_init(&start, 0, 2);
  pthread_create(&a, 0, worker, (void *)1);
  pthread_create(&b, 0, worker, (void *)2);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return total;
}
