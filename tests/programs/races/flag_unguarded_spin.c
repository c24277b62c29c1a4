/* The reader spins on the flag without the mutex: no lock orders the raise
 * and the read, so the flag proves nothing, and the spin itself races: a
 * spin on plain data that waits has its read run right before the raise.
 * The race on data is certain in C11 too (a plain spin orders nothing). */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must ready R W
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int ready;
int data;
void *reader(void *arg) {
  int seen;
  while (!ready) /* @R */
    ;
  seen = data;
  return (void *)(long)seen;
  (void)arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, reader, 0);
  data = 42;
  pthread_mutex_lock(&m);
  ready = 1; /* @W */
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
