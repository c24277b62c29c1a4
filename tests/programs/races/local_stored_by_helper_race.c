/* Escape twin of local_address_to_helper.c (a helper that only fills the
 * local: no race): here the helper also records the address in a global
 * "current job" table (under a lock), and a monitor thread writes through it (cancelling
 * the job) while the worker still updates its local: unordered writes of
 * the worker's `job`, a race. The local escapes through the helper's
 * store into global memory. (A barrier keeps the worker's frame alive.) */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// RACE: may job A B
#include <pthread.h>
#include <unistd.h>
struct job { int state; };
struct job *current[1];
pthread_mutex_t cur_lock = PTHREAD_MUTEX_INITIALIZER;
pthread_barrier_t done;
static void start_job(struct job *j) {
  j->state = 1;
  pthread_mutex_lock(&cur_lock);
  current[0] = j;
  pthread_mutex_unlock(&cur_lock);
}
void *worker(void *arg) {
  struct job job;
  start_job(&job);
  job.state = 2; /* @A */
  pthread_barrier_wait(&done);
  return arg;
}
void *monitor(void *arg) {
  usleep(100);
  pthread_mutex_lock(&cur_lock);
  struct job *j = current[0];
  pthread_mutex_unlock(&cur_lock);
  if (j) j->state = -1; /* @B */
  pthread_barrier_wait(&done);
  return arg;
}
int main(void) {
  pthread_t w, m;
  pthread_barrier_init(&done, 0, 2);
  pthread_create(&w, 0, worker, 0);
  pthread_create(&m, 0, monitor, 0);
  pthread_join(w, 0);
  pthread_join(m, 0);
  return 0;
}
