/* The cleaner decrements `alive` only after a worker raised its flag, and
 * main increments it after each create, both without a lock. No analysis
 * alone proves the cleaner's write happens (it hides behind `if (flag)`, set
 * by a third thread); the witness search runs the program: main creates the
 * cleaner and the worker, stops at its increment, the worker raises the
 * flag and ends, the cleaner joins it and reaches its decrement. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must alive A B
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
