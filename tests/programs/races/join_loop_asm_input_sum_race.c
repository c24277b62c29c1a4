/* The ids are in a malloc'd array; an asm statement between the loops gets
 * the array as an input operand (through a cast) and stores 0 into slot 1
 * (the IR holds no asm inputs). Worker 1 is never joined (ESRCH). Race.
 * Found by a review of the core's join loops (ABI 15): a wrong no-race before. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdlib.h>
#define N 3
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t *tids = malloc(N * sizeof(pthread_t));
  int i, j;
  if (!tids) return 1;
  for (i = 0; i < N; i++) pthread_create(&tids[i], 0, worker, 0);
  __asm__ volatile("movq $0, (%0)" : : "r"(tids + 1) : "memory");
  for (j = 0; j < N; j++) pthread_join(tids[j], 0);
  free(tids);
  return total;
}
