/* Nobody posts the semaphore, which starts at 0: every sem_trywait fails
 * (-1, EAGAIN) and x is never written. A trywait that succeeded at 0 would
 * "witness" both threads at `x++`. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <semaphore.h>
sem_t token;
int x;
void *t(void *a) {
  if (sem_trywait(&token) == 0)
    x++;
  return a;
}
int main(void) {
  pthread_t a, b;
  sem_init(&token, 0, 0);
  pthread_create(&a, 0, t, 0);
  pthread_create(&b, 0, t, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
