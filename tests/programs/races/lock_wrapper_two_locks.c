/* One wrapper used with two different mutexes: a and b each get their own
 * lock, so there is no race; but c is updated under different locks. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must c A B
// NORACE: a
// NORACE: b
#include <pthread.h>
int a, b, c;
pthread_mutex_t ma = PTHREAD_MUTEX_INITIALIZER, mb = PTHREAD_MUTEX_INITIALIZER;
static void lock(pthread_mutex_t *l) { pthread_mutex_lock(l); }
static void unlock(pthread_mutex_t *l) { pthread_mutex_unlock(l); }
void *t1(void *arg) {
  lock(&ma); a++; c++; /* @A */ unlock(&ma);
  lock(&mb); b++; unlock(&mb);
  return arg;
}
void *t2(void *arg) {
  lock(&mb); b++; c++; /* @B */ unlock(&mb);
  lock(&ma); a++; unlock(&ma);
  return arg;
}
int main(void) {
  pthread_t x, y;
  pthread_create(&x, 0, t1, 0);
  pthread_create(&y, 0, t2, 0);
  pthread_join(x, 0);
  pthread_join(y, 0);
  return a + b + c;
}
