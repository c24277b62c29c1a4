/* A __thread variable is private to each thread. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
__thread int scratch;
void *worker(void *arg) { scratch++; return (void *)(long)scratch; (void)arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  scratch = 3;
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
