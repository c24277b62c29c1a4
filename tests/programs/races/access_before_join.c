/* main reads the result before joining the worker: a race. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must result A B
#include <pthread.h>
int result;
void *worker(void *arg) { result = 5; /* @A */ return arg; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  int r = result; /* @B */
  pthread_join(t, 0);
  return r;
}
