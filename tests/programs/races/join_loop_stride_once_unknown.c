/* The join loop takes every other worker (j += 2), but the input is
 * assumed to be at most 1: the create loop runs once and its only worker is
 * joined, so main's read is race-free. The stride alone proves nothing
 * here: unknown, never a race. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total += (int)(long)arg;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t tids[64];
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1) abort(); /* an assumption */
  for (int i = 0; i < n; i++)
    pthread_create(&tids[i], 0, worker, (void *)(long)i);
  for (int i = 0; i < n; i += 2)
    pthread_join(tids[i], 0);
  return total;
}
