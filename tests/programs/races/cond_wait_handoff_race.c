/* The consumer waits for the producer's signal, then reads `item` after
 * unlocking while the producer writes it again, unlocked: a race. Signals
 * are not taken to order anything, and a condition wait may order threads
 * in ways the analysis does not follow, so the race is not certain. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may item A B
// Checks the static analysis alone: the witness search (docs/witnesses.md)
// would show the race.
// OPTS: -racer-witness-steps 0
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t ready = PTHREAD_COND_INITIALIZER;
int posted;
int item;
void *producer(void *arg) {
  pthread_mutex_lock(&m);
  item = 1;
  posted = 1;
  pthread_cond_signal(&ready);
  pthread_mutex_unlock(&m);
  item = 2; /* @A */
  return arg;
}
void *consumer(void *arg) {
  int got;
  pthread_mutex_lock(&m);
  while (!posted)
    pthread_cond_wait(&ready, &m);
  pthread_mutex_unlock(&m);
  got = item; /* @B */
  return (void *)(long)got;
  (void)arg;
}
int main(void) {
  pthread_t p, c;
  pthread_create(&p, 0, producer, 0);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  return 0;
}
