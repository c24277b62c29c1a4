/* The reader spins on the flag without the mutex: no lock orders the raise
 * and the read, so the flag proves nothing (and the spin itself races). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may ready R W
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
