/* Two workers write `data` without a lock: a certain race. A third thread,
 * created after them and never joined, spins on a flag nobody raises,
 * locks a mutex the analysis cannot name and would exit holding a lock.
 * Those imprecisions could hide an ordering only in an execution that runs
 * it; the workers race in one that leaves it unscheduled, so they do not
 * keep the race from being certain. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must data A B
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
int data;
volatile int flag;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t locks[5];
void *worker1(void *arg) {
  (void)arg;
  data = 1; /* @A */
  return 0;
}
void *worker2(void *arg) {
  (void)arg;
  data = 2; /* @B */
  return 0;
}
void *waiter(void *arg) {
  int k = *(int *)arg;
  while (!flag) {
  }
  pthread_mutex_lock(&locks[k]);
  pthread_mutex_lock(&m);
  return 0;
}
int main(void) {
  pthread_t a, b, c;
  static int k;
  k = __VERIFIER_nondet_int();
  if (k < 0 || k > 4) return 0;
  for (int i = 0; i < 5; i++) pthread_mutex_init(&locks[i], 0);
  pthread_create(&a, 0, worker1, 0);
  pthread_create(&b, 0, worker2, 0);
  pthread_create(&c, 0, waiter, &k);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
