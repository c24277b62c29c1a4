/* Twin of witness_sem_post_twice_race.c: main posts once and each worker
 * posts after its increment, so the one permit goes from worker to worker
 * and their increments never overlap. A
 * wait that did not block at 0 would "witness" both at `hits++`. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <semaphore.h>
sem_t gate;
int hits;
void *worker(void *arg) {
  sem_wait(&gate);
  hits++;
  sem_post(&gate);
  return arg;
}
int main(void) {
  pthread_t a, b;
  sem_init(&gate, 0, 0);
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  sem_post(&gate);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
