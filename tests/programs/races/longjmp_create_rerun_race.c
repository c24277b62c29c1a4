/* A retry through longjmp runs the one create twice: two workers.
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
int hits;
jmp_buf retry;
int attempts;
void *worker(void *arg) {
  hits++;
  return arg;
}
int main(void) {
  pthread_t t;
  setjmp(retry);
  pthread_create(&t, 0, worker, 0);
  if (attempts++ < 1) longjmp(retry, 1);
  usleep(100000);
  return 0;
}
