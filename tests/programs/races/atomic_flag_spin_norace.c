/* Two workers guard a counter with a C11 atomic_flag spin lock after some
 * private work: test-and-set is one indivisible step (C11 7.17.8.1). No
 * race. (The witness search once cut a thread between the read and the
 * write of <stdatomic.h>'s expansion and showed both inside: a wrong race;
 * the expansion is now an atomic section.) The loop bound puts the cut
 * there. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdatomic.h>
atomic_flag lock = ATOMIC_FLAG_INIT;
int counter;
void *worker(void *arg) {
  int work = 0;
  for (int i = 0; i < 123; i++)
    work += i;
  while (atomic_flag_test_and_set(&lock))
    ;
  counter = counter + 1;
  atomic_flag_clear(&lock);
  return (void *)(long)work;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return counter;
}
