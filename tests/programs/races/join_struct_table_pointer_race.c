/* Ids in a field of an array of structures; each worker is handed the
 * whole table (a pointer to the array, not to its element) and, done,
 * clears its own id entry through it: (*tab)[me].tid = 0. The join of a
 * cleared id fails (ESRCH) without waiting. Race on total.
 * Found by a review of the core's join loops (ABI 15): a wrong no-race before. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <string.h>
#define N 3
struct worker {
  pthread_t tid;
  int id;
};
int total, next;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *work(void *arg) {
  struct worker (*tab)[N] = arg;
  int me;
  pthread_mutex_lock(&m);
  me = next++;
  memset(&(*tab)[me].tid, 0, sizeof(pthread_t));
  pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  total += me;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  struct worker w[N];
  int i, j;
  for (i = 0; i < N; i++) {
    pthread_create(&w[i].tid, 0, work, &w);
  }
  for (j = 0; j < N; j++) pthread_join(w[j].tid, 0);
  return total;
}
