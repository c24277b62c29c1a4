/* Two instances of one thread: the write sits in the branch that a full
 * counter skips. Each instance starts with `value` as the one before left
 * it, so the analysis cannot say the branch is taken; running the program
 * shows it: the first instance increments, releases the lock and reads
 * `value` without it while the second one increments again. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must value A B
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
unsigned value;
int bad;
void *inc(void *arg) {
  (void)arg;
  unsigned v;
  pthread_mutex_lock(&m);
  if (value == 0u - 1) {
    pthread_mutex_unlock(&m);
    return 0;
  }
  v = value;
  value = v + 1; /* @A */
  pthread_mutex_unlock(&m);
  if (!(value > v)) /* @B */
    bad = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  while (1)
    pthread_create(&t, 0, inc, 0);
}
