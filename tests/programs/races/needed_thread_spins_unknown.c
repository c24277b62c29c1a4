/* The workers would race on `data`, but main first joins a thread that
 * spins on a flag nobody raises: main never gets past that join, so the
 * workers are never created. The spin is in a thread the race needs (main
 * waits for it before creating them), so the race stays uncertain. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
int data;
volatile int flag;
void *worker(void *arg) {
  (void)arg;
  data = 1;
  return 0;
}
void *waiter(void *arg) {
  (void)arg;
  while (!flag) {
  }
  return 0;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&c, 0, waiter, 0);
  pthread_join(c, 0);
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
