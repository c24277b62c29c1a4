/* The same semaphore, but the second thread posts before waiting: the
 * count reaches 2 and both threads are in the "critical section" at once.
 * Taking the semaphore as a lock would prove a false no-race; the
 * hand-off makes the verdict unknown. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
#include <semaphore.h>
sem_t guard;
int counter;
void *polite(void *arg) {
  sem_wait(&guard);
  counter++;
  sem_post(&guard);
  return arg;
}
void *rude(void *arg) {
  sem_post(&guard);
  sem_wait(&guard);
  counter++;
  sem_post(&guard);
  return arg;
}
int main(void) {
  pthread_t t1, t2;
  sem_init(&guard, 0, 1);
  pthread_create(&t1, 0, polite, 0);
  pthread_create(&t2, 0, rude, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return counter;
}
