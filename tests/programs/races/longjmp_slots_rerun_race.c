/* Per-thread slots, but a longjmp runs the create loop a second time:
 * two instances get counter value 0 and both write slot[0].
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
int slot[N];
jmp_buf restart;
int rounds;
void *worker(void *arg) {
  long me = (long)arg;
  usleep(10000);
  slot[me] = slot[me] + 1;
  return 0;
}
int main(void) {
  pthread_t t[2 * N];
  int i;
  setjmp(restart);
  for (i = 0; i < N; i++)
    pthread_create(&t[rounds * N + i], 0, worker, (void *)(long)i);
  if (rounds++ == 0) longjmp(restart, 1);   /* run the batch again */
  usleep(100000);
  return 0;
}
