/* A driver-like probe: on a nondeterministic failure it gives up (-1),
 * otherwise it starts a worker and returns 0; main then writes the shared
 * counter without the lock the worker takes. Racer's under run picks the
 * probe's way that starts the worker (a free choice), which makes the probe
 * one path returning 0, so main's `if (probe() == 0)` surely writes: a
 * certain race for the Eva backend. The backends without values keep both
 * ways and cannot be sure; the witness search answers the nondeterministic
 * value with 0 and shows the race. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: may counter A B
// RACE-EVA: must counter A B
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
