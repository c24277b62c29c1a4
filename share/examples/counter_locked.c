/* Two workers update shared counters, each always under the lock that
 * guards it; main writes `total` before creating the workers and reads the
 * counters only after joining both.
 * Expected verdict: no-race. */
#include <pthread.h>

long total;
long updates;
pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t count_lock = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg)
{
  (void)arg;
  for (int i = 0; i < 100; i++) {
    pthread_mutex_lock(&total_lock);
    total += i;
    pthread_mutex_unlock(&total_lock);
    pthread_mutex_lock(&count_lock);
    updates++;
    pthread_mutex_unlock(&count_lock);
  }
  return 0;
}

int main(void)
{
  pthread_t a, b;
  total = 0; /* before any thread exists */
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return total == 2 * 4950 && updates == 200 ? 0 : 1;
}
