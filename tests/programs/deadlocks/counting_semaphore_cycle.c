/* A pool of two permits and a mutex taken in opposite orders. With these
 * two threads there are always enough permits (one thread holds one permit
 * waiting for m, the other gets the second), so they never deadlock; with
 * more threads of the first kind they could. A cycle through a counting
 * semaphore is therefore left open: no certain deadlock, no proof. */
// EXPECT-DEADLOCK: unknown
// DEADLOCKS: 0
#include <pthread.h>
#include <semaphore.h>
sem_t pool;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int x;
void *first(void *arg) {
  sem_wait(&pool);
  pthread_mutex_lock(&m);
  x++;
  pthread_mutex_unlock(&m);
  sem_post(&pool);
  return arg;
}
void *second(void *arg) {
  pthread_mutex_lock(&m);
  sem_wait(&pool);
  x++;
  sem_post(&pool);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t1, t2;
  sem_init(&pool, 0, 2);
  pthread_create(&t1, 0, first, 0);
  pthread_create(&t2, 0, second, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
