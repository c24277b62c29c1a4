/* Extern function without a body called before the access, which may block
 * waiting for the other thread: the worker calls wait_until_loaded() (another
 * translation unit; for the TSan run extern_wait_before_access_lib.c, a
 * semaphore wait) before reading `table`; main fills `table`, then calls
 * mark_loaded() (the matching post). With these definitions the read comes
 * after the write. Racer assumes a body-less call synchronises nothing. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
int table[8];
extern void wait_until_loaded(void);
extern void mark_loaded(void);
void *worker(void *arg) {
  int sum;
  wait_until_loaded();
  sum = table[0] + table[7];
  return (void *)(long)sum;
  (void)arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  table[0] = 1;
  table[7] = 8;
  mark_loaded();
  pthread_join(t, 0);
  return 0;
}
