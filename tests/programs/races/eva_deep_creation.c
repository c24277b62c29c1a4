/* Threads created five levels below main (RacerF stops after three rounds
 * and misses them): the deepest one races with main. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must depth A B
#include <pthread.h>
int depth;
void *level5(void *arg) { depth = 5; /* @A */ return arg; }
void *level4(void *arg) { pthread_t t; pthread_create(&t, 0, level5, 0); pthread_join(t, 0); return arg; }
void *level3(void *arg) { pthread_t t; pthread_create(&t, 0, level4, 0); pthread_join(t, 0); return arg; }
void *level2(void *arg) { pthread_t t; pthread_create(&t, 0, level3, 0); pthread_join(t, 0); return arg; }
void *level1(void *arg) { pthread_t t; pthread_create(&t, 0, level2, 0); pthread_join(t, 0); return arg; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, level1, 0);
  depth = 0; /* @B */
  pthread_join(t, 0);
  return depth;
}
