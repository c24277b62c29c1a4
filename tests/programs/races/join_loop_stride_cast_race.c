/* Ids in a calloc'd table of slot structures, but the loops index it
 * through two pointer types: the create steps by slots (16 bytes), the
 * join by pthread_t (8 bytes). The join loop reads slot 0's id, a zeroed
 * `done` word, slot 1's id: thread 2 is never joined (and the join of 0
 * fails, ESRCH). Race on total.
 * Found by a review of the core's join loops (ABI 15): a wrong no-race before. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdlib.h>
#define N 3
struct slot {
  pthread_t tid;
  long done;
};
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  struct slot *slots = calloc(N, sizeof *slots);
  int i, j;
  if (!slots) return 1;
  for (i = 0; i < N; i++) pthread_create((pthread_t *)(slots + i), 0, worker, 0);
  for (j = 0; j < N; j++) pthread_join(((pthread_t *)slots)[j], 0);
  free(slots);
  return total;
}
