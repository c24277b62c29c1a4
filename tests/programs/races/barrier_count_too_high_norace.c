/* Barrier phases when the count exceeds the participants: the barrier is
 * initialised for 3 (the author meant main to wait too) but only the two
 * workers ever wait on it. It never opens, so neither worker reaches its
 * write after the wait: no race (the program hangs instead). The
 * well-formedness check accepts "at most N" participants; the rule that two
 * participants in the same exact phase surely meet is only true when exactly
 * N threads wait. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
pthread_barrier_t start;
int total;
void *worker(void *arg) {
  pthread_barrier_wait(&start);
  total += (int)(long)arg;
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_barrier_init(&start, 0, 3);
  pthread_create(&a, 0, worker, (void *)1);
  pthread_create(&b, 0, worker, (void *)2);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return total;
}
