/* Only the thread started with argument 1 writes `flag`; the other one
 * never reaches its write, so nothing races. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: no-race
// EXPECT-ALIAS: unknown
#include <pthread.h>
int flag;
void *worker(void *arg) {
  if ((long)arg == 1)
    flag = 1;
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)0);
  pthread_create(&b, 0, worker, (void *)1);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return flag;
}
