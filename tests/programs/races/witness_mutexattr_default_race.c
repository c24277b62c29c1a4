/* witness_flag_handoff_race.c with a mutex made by pthread_mutex_init from
 * an attribute that was only initialised: a default mutex, which the
 * witness interpreter follows (one whose kind was set is not). The cleaner
 * decrements `alive` only after the worker raised its flag, main
 * increments it without the lock. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must alive A B
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
  pthread_mutex_init(&m, &attr);
  pthread_mutexattr_destroy(&attr);
  pthread_create(&c, 0, cleaner, 0);
  pthread_create(&worker_id, 0, worker, 0);
  alive++; /* @A */
  while (alive)
    ;
  return 0;
}
