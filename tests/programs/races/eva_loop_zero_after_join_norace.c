/* Attacks "loops run at least once" (surely_executed.cpp) where Eva
 * cannot help: `batch` is 4 initially and set to 0 by a thread main joins
 * before the loop, so the loop never runs and `total++` never happens.
 * The over run only knows batch is 0 or 4; the under model's surely
 * executed takes the loop body as run. Truth: no-race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
int batch = 4;
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *cancel_batch(void *arg) { batch = 0; return arg; }
void *auditor(void *arg) { pthread_mutex_lock(&m); total = 0; pthread_mutex_unlock(&m); return arg; }
int main(void) {
  pthread_t c, a;
  pthread_create(&c, 0, cancel_batch, 0);
  pthread_join(c, 0);                /* batch == 0 from here on */
  pthread_create(&a, 0, auditor, 0);
  for (int i = 0; i < batch; i++)
    total++;                         /* never runs */
  pthread_join(a, 0);
  return 0;
}
