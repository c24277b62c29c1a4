/* Two threads increment a global counter without a lock. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must counter A A
#include <pthread.h>
int counter;
void *inc(void *arg) { counter++; /* @A */ return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, inc, 0);
  pthread_create(&b, 0, inc, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return counter;
}
