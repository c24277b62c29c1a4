/* No deadlock: T2 waits on semaphore `done` (initially 0) before taking B
 * then A; T1 posts `done` only after it took and released A then B. So T2's
 * B->A nesting always starts after T1's A->B nesting is over. */
// EXPECT-DEADLOCK: unknown
// DEADLOCKS: 0
#include <pthread.h>
#include <semaphore.h>
pthread_mutex_t A = PTHREAD_MUTEX_INITIALIZER, B = PTHREAD_MUTEX_INITIALIZER;
sem_t done;
int x;
void *t1(void *p) {
  pthread_mutex_lock(&A); pthread_mutex_lock(&B); x++;
  pthread_mutex_unlock(&B); pthread_mutex_unlock(&A);
  sem_post(&done);
  return 0;
}
void *t2(void *p) {
  sem_wait(&done);
  pthread_mutex_lock(&B); pthread_mutex_lock(&A); x++;
  pthread_mutex_unlock(&A); pthread_mutex_unlock(&B);
  return 0;
}
int main(void) {
  sem_init(&done, 0, 0);
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0); pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
