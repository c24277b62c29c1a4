/* The same handshake, but main writes `data` again after raising the flag:
 * that write races with the readers' reads (the earlier one does not). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may data A B
// Checks the static analysis alone: the witness search (docs/witnesses.md)
// would show the race.
// OPTS: -racer-witness-steps 0
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t published = PTHREAD_COND_INITIALIZER;
int ready;
int data;
void *reader(void *arg) {
  int seen;
  pthread_mutex_lock(&m);
  while (!ready)
    pthread_cond_wait(&published, &m);
  pthread_mutex_unlock(&m);
  seen = data; /* @B */
  return (void *)(long)seen;
  (void)arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, reader, 0);
  data = 42;
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_cond_broadcast(&published);
  pthread_mutex_unlock(&m);
  data = 43; /* @A */
  pthread_join(t, 0);
  return 0;
}
