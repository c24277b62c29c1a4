/* Join loop entered in the middle through a goto: only the last worker is
 * joined when argc > 1, the others may still write `total`.
 * A loop entered through a goto into its body has no known start value
 * (Counter_loops.start_value). Found by a review. Race. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <unistd.h>
#define N 4
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  usleep(200000 - 50000 * (int)(long)arg);
  pthread_mutex_lock(&m);
  total++;           /* racy write (line 11) */
  pthread_mutex_unlock(&m);
  return arg;
}
int main(int argc, char **argv) {
  pthread_t tids[N];
  int i, j = N - 1;
  (void)argv;
  for (i = 0; i < N; i++) pthread_create(&tids[i], 0, worker, (void *)(long)i);
  if (argc > 1) goto last;
  for (j = 0; j < N; j++) {
  last:
    pthread_join(tids[j], 0);
  }
  return total;      /* racy read (line 25) */
}
