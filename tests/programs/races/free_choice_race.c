/* The probe gives up on a fresh nondeterministic value that nothing else
 * reads: some execution goes on, creates the worker and writes `shared`
 * without the lock while the worker writes it under the lock. A branch on
 * such a free choice is not a reason to doubt that the write happens. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must shared A B
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
    return -1;
  pthread_create(&t1, 0, worker, 0);
  shared = 3; /* @B */
  return 0;
}
int main(void) {
  probe();
  return 0;
}
