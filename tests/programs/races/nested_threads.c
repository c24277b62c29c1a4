/* main creates a, a creates b, b creates c; c and main write g without
 * synchronisation (threads three levels deep are found). */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must g A B
#include <pthread.h>
int g;
void *level3(void *arg) { g = 3; /* @A */ return arg; }
void *level2(void *arg) { pthread_t t; pthread_create(&t, 0, level3, 0); pthread_join(t, 0); return arg; }
void *level1(void *arg) { pthread_t t; pthread_create(&t, 0, level2, 0); pthread_join(t, 0); return arg; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, level1, 0);
  g = 1; /* @B */
  pthread_join(t, 0);
  return g;
}
