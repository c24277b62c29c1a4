/* Threads created in a loop all increment one counter without a lock: one
 * thread function, many instances (RacerF's Fig. 4 situation). */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must hits A A
#include <pthread.h>
int hits;
void *worker(void *arg) { hits++; /* @A */ return arg; }
int main(void) {
  pthread_t t[4];
  for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  return hits;
}
