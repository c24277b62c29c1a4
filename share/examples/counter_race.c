/* Two workers increment a shared counter; only one of them takes the lock.
 * Expected verdict: race, on `counter` (the unprotected increment in
 * `sloppy_worker` against both increments); `hits` is only touched under
 * `lock` and is race-free. */
#include <pthread.h>

int counter;
int hits;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

void *careful_worker(void *arg)
{
  (void)arg;
  pthread_mutex_lock(&lock);
  counter = counter + 1;
  hits++;
  pthread_mutex_unlock(&lock);
  return 0;
}

void *sloppy_worker(void *arg)
{
  (void)arg;
  counter = counter + 1; /* no lock: races with careful_worker */
  pthread_mutex_lock(&lock);
  hits++;
  pthread_mutex_unlock(&lock);
  return 0;
}

int main(void)
{
  pthread_t t1, t2;
  pthread_create(&t1, 0, careful_worker, 0);
  pthread_create(&t2, 0, sloppy_worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return counter;
}
