/* As probe_choice_race.c, but the probe may also fail after starting the
 * worker, on a second nondeterministic value: both of that choice's ways
 * start the worker, so Racer fixes neither, the probe's result is 0 or -1,
 * and main's write stays uncertain for the static analyses. A race exists
 * (both values 0), which the witness search shows by answering 0. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: may counter A B
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int counter;
pthread_t worker_id;
void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  counter++; /* @A */
  pthread_mutex_unlock(&lock);
  return 0;
}
int probe(void) {
  int res = __VERIFIER_nondet_int();
  if (res)
    goto fail;
  pthread_create(&worker_id, 0, worker, 0);
  int late = __VERIFIER_nondet_int();
  if (late)
    return -1;
  return 0;
fail:
  return -1;
}
int main(void) {
  int ret;
  ret = probe();
  if (ret == 0) {
    counter = 3; /* @B */
    pthread_join(worker_id, 0);
  }
  return 0;
}
