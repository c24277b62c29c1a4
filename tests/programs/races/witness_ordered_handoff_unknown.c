/* A correct hand-off: the worker writes `data`, then raises `ready` under
 * the lock; main reads `data` only once it has seen `ready` under the same
 * lock. The analysis cannot see the ordering (a possible race on `data`);
 * the witness search must not find an execution either: there is none,
 * so the verdict stays unknown, never race. The loop that polls `ready`
 * under the lock is active waiting: without it the syntactic and alias
 * backends took the race on `data` as certain. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may data A B
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int data;
int ready;
void *worker(void *arg) {
  (void)arg;
  data = 42; /* @A */
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t t;
  int seen = 0;
  pthread_create(&t, 0, worker, 0);
  while (!seen) {
    pthread_mutex_lock(&m);
    seen = ready;
    pthread_mutex_unlock(&m);
  }
  return data; /* @B */
}
