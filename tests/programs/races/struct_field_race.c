/* Two fields of one global struct: `hits` is locked, `misses` is not. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must stats A B
#include <pthread.h>
struct { int hits; int misses; } stats;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *t1(void *arg) {
  pthread_mutex_lock(&m); stats.hits++; pthread_mutex_unlock(&m);
  stats.misses++; /* @A */
  return arg;
}
void *t2(void *arg) {
  pthread_mutex_lock(&m); stats.hits++; pthread_mutex_unlock(&m);
  stats.misses = 0; /* @B */
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
