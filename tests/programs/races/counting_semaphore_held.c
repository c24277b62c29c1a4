/* Two permits, but main keeps one from before it creates the workers until
 * it has joined them: only one worker at a time gets the other, so their
 * increments never overlap. A permit held across a create or join is
 * synchronisation Racer does not model: the race it finds between the
 * workers stays uncertain (unknown), and nothing is proved either (permits
 * exclude nothing). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may hits A A
#include <pthread.h>
#include <semaphore.h>
sem_t pool;
int hits;
void *worker(void *arg) {
  (void)arg;
  sem_wait(&pool);
  hits++; /* @A */
  sem_post(&pool);
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  sem_init(&pool, 0, 2);
  sem_wait(&pool);
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  sem_post(&pool);
  return 0;
}
