/* Twin of witness_mutexattr_default_race.c where the attribute makes the
 * mutex error-checking: the race on `alive` is real all the same, but the
 * witness interpreter does not follow that kind of mutex (a relock
 * returns EDEADLK instead of blocking...), so it shows nothing: the race
 * stays possible. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may alive A B
#include <pthread.h>
pthread_mutex_t m;
int alive;
int flag;
pthread_t worker_id;
void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  flag = 1;
  pthread_mutex_unlock(&m);
  return 0;
}
void *cleaner(void *arg) {
  (void)arg;
  while (1) {
    pthread_mutex_lock(&m);
    if (flag) {
      pthread_join(worker_id, 0);
      alive--; /* @B */
      flag = 0;
    }
    pthread_mutex_unlock(&m);
  }
  return 0;
}
int main(void) {
  pthread_t c;
  pthread_mutexattr_t attr;
  pthread_mutexattr_init(&attr);
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_ERRORCHECK);
  pthread_mutex_init(&m, &attr);
  pthread_mutexattr_destroy(&attr);
  pthread_create(&c, 0, cleaner, 0);
  pthread_create(&worker_id, 0, worker, 0);
  alive++; /* @A */
  while (alive)
    ;
  return 0;
}
