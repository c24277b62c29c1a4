/* Create loop run twice through longjmp before the join loop: the first
 * batch's ids are overwritten, the join loop ends only the second batch.
 * The control-flow graph has no edge from a longjmp back to its setjmp:
 * such a program gets no certain verdict (unmodelled-construct). Found by
 * a review. Race. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <setjmp.h>
#include <unistd.h>
#define N 2
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
jmp_buf again;
int rounds;
void *worker(void *arg) {
  usleep(arg ? 0 : 100000);   /* first batch is slow */
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t tids[N];
  int i, j;
  setjmp(again);
  for (i = 0; i < N; i++) pthread_create(&tids[i], 0, worker, (void *)(long)rounds);
  if (rounds++ == 0) longjmp(again, 1);
  for (j = 0; j < N; j++) pthread_join(tids[j], 0);
  return total;
}
