/* Two mutexes inside one struct, but the threads use different ones for
 * the same counter: not protected. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must acct A B
#include <pthread.h>
struct account { pthread_mutex_t la, lb; int a; } acct = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, 0};
void *t1(void *arg) { pthread_mutex_lock(&acct.la); acct.a++; /* @A */ pthread_mutex_unlock(&acct.la); return arg; }
void *t2(void *arg) { pthread_mutex_lock(&acct.lb); acct.a--; /* @B */ pthread_mutex_unlock(&acct.lb); return arg; }
int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, t1, 0);
  pthread_create(&y, 0, t2, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  return 0;
}
