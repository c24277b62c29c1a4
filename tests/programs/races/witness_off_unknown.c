/* witness_flag_handoff_race.c with the witness search turned off
 * (-racer-witness-steps 0): the race stays possible, the verdict unknown. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may alive A B
// OPTS: -racer-witness-steps 0
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
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
  pthread_create(&c, 0, cleaner, 0);
  pthread_create(&worker_id, 0, worker, 0);
  alive++; /* @A */
  while (alive)
    ;
  return 0;
}
