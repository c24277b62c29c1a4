/* Thread-local twin of thread_local.c (each thread's own copy, no race):
 * here each worker registers the address of ITS copy of `stats` in a global
 * registry (under a lock), and a reporter reads the registered counters
 * while the workers still count, without a lock: the reporter's read of
 * worker 0's copy and worker 0's write are unordered, a race. A thread-
 * local whose address reaches a global is shared memory. (A barrier keeps
 * the workers alive until the reporter has read.) */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// RACE: may stats A B
#include <pthread.h>
#include <unistd.h>
__thread long stats;
long *registry[2];
pthread_mutex_t reg_lock = PTHREAD_MUTEX_INITIALIZER;
pthread_barrier_t done; /* keeps the workers (and their copies) alive */
void *worker(void *arg) {
  long id = (long)arg;
  pthread_mutex_lock(&reg_lock);
  registry[id] = &stats;
  pthread_mutex_unlock(&reg_lock);
  for (int n = 0; n < 1000; n++)
    stats = stats + 1; /* @A */
  pthread_barrier_wait(&done);
  return 0;
}
void *reporter(void *arg) {
  long sum = 0;
  usleep(100);
  pthread_mutex_lock(&reg_lock);
  long *s0 = registry[0];
  pthread_mutex_unlock(&reg_lock);
  if (s0) sum = *s0; /* @B */
  pthread_barrier_wait(&done);
  return (void *)sum;
}
int main(void) {
  pthread_t w0, w1, r;
  pthread_barrier_init(&done, 0, 3);
  pthread_create(&w0, 0, worker, (void *)0);
  pthread_create(&w1, 0, worker, (void *)1);
  pthread_create(&r, 0, reporter, 0);
  pthread_join(w0, 0);
  pthread_join(w1, 0);
  pthread_join(r, 0);
  return 0;
}
