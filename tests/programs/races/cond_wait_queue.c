/* A one-slot queue: the consumer waits on a condition variable in a loop,
 * the producer signals; every access of the queue holds the mutex, and
 * pthread_cond_wait gives it back before returning. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: full
// NORACE: item
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t changed = PTHREAD_COND_INITIALIZER;
int full;
int item;
void *producer(void *arg) {
  pthread_mutex_lock(&m);
  while (full)
    pthread_cond_wait(&changed, &m);
  item = 42;
  full = 1;
  pthread_cond_signal(&changed);
  pthread_mutex_unlock(&m);
  return arg;
}
void *consumer(void *arg) {
  int got;
  pthread_mutex_lock(&m);
  while (!full)
    pthread_cond_wait(&changed, &m);
  got = item;
  full = 0;
  pthread_cond_broadcast(&changed);
  pthread_mutex_unlock(&m);
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
