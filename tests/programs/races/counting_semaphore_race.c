/* A semaphore that starts with two permits lets two workers into the
 * "critical section" at once: their increments race. Racer takes a counting
 * semaphore's wait/post as a shared lock, which excludes nothing, and checks
 * that no permit is taken twice or held across a blocking call. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must hits A A
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
  pthread_t t[3];
  sem_init(&pool, 0, 2);
  for (int i = 0; i < 3; i++)
    pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 3; i++)
    pthread_join(t[i], 0);
  return 0;
}
