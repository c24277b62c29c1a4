/* The trylock status reset through a pointer in a callee: consume_status
 * sets rc to 0 whatever the trylock said, so `if (rc == 0) x++` runs even
 * when the lock was not taken, and two workers' x++ may run at once. A
 * status variable whose address is taken is not followed (before: no-race
 * with the alias backend, a wrong verdict). */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may x A A
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int x;
void consume_status(int *status, int *locked) {
  *locked = (*status == 0);
  *status = 0;
}
void *worker(void *arg) {
  int locked;
  int rc = pthread_mutex_trylock(&m);
  consume_status(&rc, &locked);
  if (rc == 0) x++; /* @A */
  if (locked) pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
