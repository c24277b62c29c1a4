/* Two mutexes inside one global struct, each guarding its own counter. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
struct account { pthread_mutex_t la, lb; int a, b; } acct = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, 0, 0};
void *t1(void *arg) {
  pthread_mutex_lock(&acct.la); acct.a++; pthread_mutex_unlock(&acct.la);
  pthread_mutex_lock(&acct.lb); acct.b++; pthread_mutex_unlock(&acct.lb);
  return arg;
}
int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, t1, 0);
  pthread_create(&y, 0, t1, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  return 0;
}
