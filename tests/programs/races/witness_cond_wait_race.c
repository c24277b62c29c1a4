/* cond_wait_handoff_race.c with the witness search on: the producer
 * signals and writes `item` again after unlocking; the consumer's wait
 * returns (a spurious wake-up is a real execution of a condition wait, and
 * here `posted` is set), it unlocks and reads `item`: both threads stand at
 * their accesses at once, so the race is certain. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must item A B
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
