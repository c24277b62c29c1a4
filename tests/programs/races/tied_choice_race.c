/* As free_choice_race.c, but the nondeterministic value is read again
 * (returned), so the branch is not a free choice for Racer: the write after
 * it stays uncertain and the race possible. With Eva's over run the branch
 * in main (`if (init() == 0)`) is always taken, which Racer uses; here the
 * doubt comes from the probe's own test, which the witness search settles
 * by answering 0. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: may shared A B
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
int shared;
pthread_t t1;
void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&lock);
  shared = 1; /* @A */
  pthread_mutex_unlock(&lock);
  return 0;
}
int probe(void) {
  int res = __VERIFIER_nondet_int();
  if (res)
    return res;
  pthread_create(&t1, 0, worker, 0);
  shared = 3; /* @B */
  return 0;
}
int main(void) {
  probe();
  return 0;
}
