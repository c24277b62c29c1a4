/* Both threads lock, but different mutexes: x is not protected. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must x A B
#include <pthread.h>
int x;
pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER, m2 = PTHREAD_MUTEX_INITIALIZER;
void *t1(void *arg) { pthread_mutex_lock(&m1); x = 1; /* @A */ pthread_mutex_unlock(&m1); return arg; }
void *t2(void *arg) { pthread_mutex_lock(&m2); x = 2; /* @B */ pthread_mutex_unlock(&m2); return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return x;
}
