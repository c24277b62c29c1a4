/* Both threads write the same array element. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must buf A B
#include <pthread.h>
int buf[4];
void *t1(void *arg) { buf[1] = 1; /* @A */ return arg; }
void *t2(void *arg) { buf[1] = 2; /* @B */ return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return buf[1];
}
