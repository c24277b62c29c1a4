/* GCC atomic builtins protect `count` and `total`, but both workers also
 * store `last` with a plain write: the race is only on `last`. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must last A A
// NORACE: count
// NORACE: total
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
int count;
int total;
int last;
void *worker(void *arg) {
  __sync_fetch_and_add(&count, 1);
  __atomic_fetch_add(&total, 2, __ATOMIC_SEQ_CST);
  last = 1; /* @A */
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return count + total + last;
}
