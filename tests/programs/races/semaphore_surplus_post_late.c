/* As semaphore_surplus_post_race.c, but main posts the extra permit only
 * after joining both workers: while they ran the semaphore was a lock, so
 * there is no race. Racer takes the semaphore as a shared permit (it can
 * pass 1) and sees that the post does not come while the workers run:
 * possible races, none certain. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
#include <semaphore.h>
sem_t guard;
int counter;
void *worker(void *arg) {
  sem_wait(&guard);
  counter++;
  sem_post(&guard);
  return arg;
}
void *other(void *arg) {
  sem_wait(&guard);
  counter--;
  sem_post(&guard);
  return arg;
}
int main(void) {
  pthread_t t1, t2;
  sem_init(&guard, 0, 1);
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, other, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  sem_post(&guard);
  return counter;
}
