/* x is always protected by mx, y always by my. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
int x, y;
pthread_mutex_t mx = PTHREAD_MUTEX_INITIALIZER, my = PTHREAD_MUTEX_INITIALIZER;
void *t1(void *arg) {
  pthread_mutex_lock(&mx); x++; pthread_mutex_unlock(&mx);
  pthread_mutex_lock(&my); y++; pthread_mutex_unlock(&my);
  return arg;
}
void *t2(void *arg) {
  pthread_mutex_lock(&my); y--; pthread_mutex_unlock(&my);
  pthread_mutex_lock(&mx); x--; pthread_mutex_unlock(&mx);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return x + y;
}
