/* The semaphore starts at 0 and main posts it twice: both workers get past
 * their wait (and keep their permit) and increment `hits` at once. The static analyses cannot tell
 * how many permits there are; the witness search runs the semaphore as
 * POSIX defines it (a wait at 0 blocks, a post adds one) and shows both
 * workers at their increment. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: must hits A A
#include <pthread.h>
#include <semaphore.h>
sem_t gate;
int hits;
void *worker(void *arg) {
  sem_wait(&gate);
  hits++; /* @A */
  return arg;
}
int main(void) {
  pthread_t a, b;
  sem_init(&gate, 0, 0);
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  sem_post(&gate);
  sem_post(&gate);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
