/* main starts four workers in a loop; every worker records its progress in
 * the global `progress` without any lock, so the workers race with each
 * other (same statement, different thread instances). `started` is only
 * written by main before the loop and read after the joins: race-free.
 * Expected verdict: race (on `progress`). */
#include <pthread.h>

#define WORKERS 4

int progress;
int started;

void *worker(void *arg)
{
  (void)arg;
  for (int step = 0; step < 100; step++)
    progress = progress + 1; /* unprotected read-modify-write */
  return 0;
}

int main(void)
{
  pthread_t ids[WORKERS];
  started = WORKERS;
  for (int i = 0; i < WORKERS; i++)
    pthread_create(&ids[i], 0, worker, 0);
  for (int i = 0; i < WORKERS; i++)
    pthread_join(ids[i], 0);
  return progress == started * 100 ? 0 : 1;
}
