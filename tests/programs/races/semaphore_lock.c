/* A POSIX semaphore initialised to 1 used as a lock: every thread posts
 * only after its own wait, so the counter is protected. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: counter
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
int main(void) {
  pthread_t t1, t2;
  sem_init(&guard, 0, 1);
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return counter;
}
