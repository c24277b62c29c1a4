// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// (the syntactic backend cannot tell where `slot` and `where` point; the
// alias and Eva backends prove it, the join loop pairing with the create
// loop: same constant bound)
/* A pool of workers updates a shared total and a per-worker slot.
 * Expected: no data race. `total` is always updated under `total_lock`;
 * `slots[i]` is written by one worker each through its argument, and the
 * main thread reads everything only after joining all workers. */
#include <pthread.h>

#define WORKERS 4

long total;
long slots[WORKERS];
pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;

static void add(long *where, long amount)
{
  pthread_mutex_lock(&total_lock);
  *where += amount;
  pthread_mutex_unlock(&total_lock);
}

void *worker(void *arg)
{
  long *slot = arg;
  for (int i = 0; i < 100; i++) {
    *slot += i;
    add(&total, i);
  }
  return 0;
}

int main(void)
{
  pthread_t tid[WORKERS];
  for (int i = 0; i < WORKERS; i++)
    pthread_create(&tid[i], 0, worker, &slots[i]);
  for (int i = 0; i < WORKERS; i++)
    pthread_join(tid[i], 0);
  long sum = 0;
  for (int i = 0; i < WORKERS; i++)
    sum += slots[i];
  return sum == total ? 0 : 1;
}
