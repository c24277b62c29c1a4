/* A semaphore started at 1 guards the counter, but main posts it once more
 * after creating the workers, without ever waiting on it: the count can
 * reach 2 and two workers can be in the "critical section" together. Main
 * posts while both workers surely run: a certain race. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must counter A B
#include <pthread.h>
#include <semaphore.h>
sem_t guard;
int counter;
void *worker(void *arg) {
  sem_wait(&guard);
  counter++; /* @A */
  sem_post(&guard);
  return arg;
}
void *other(void *arg) {
  sem_wait(&guard);
  counter--; /* @B */
  sem_post(&guard);
  return arg;
}
int main(void) {
  pthread_t t1, t2;
  sem_init(&guard, 0, 1);
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, other, 0);
  sem_post(&guard);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
