/* C11's _Thread_local spelling: each thread has its own counter, and only
 * a pointer could reach another thread's copy. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: counter
// OPTS: -c11
#include <pthread.h>
_Thread_local int counter;
void *worker(void *arg) {
  counter++;
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return counter;
}
