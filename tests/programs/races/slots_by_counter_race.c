/* The same workers, but a worker writes the slot of half its argument: two
 * workers share each slot. Workers 0 and 1 both write slots[0] (a meet:
 * Racer evaluates the argument's way to the index for the first
 * iterations), so the race is certain although the index is not. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must slots A A
#include <pthread.h>
#define N 8
int slots[N];
void *worker(void *arg) {
  int me = (int)(long)arg;
  me = me / 2;
  slots[me] = me; /* @A */
  return 0;
}
int main(void) {
  pthread_t t[N];
  for (int i = 0; i < N; i++)
    pthread_create(&t[i], 0, worker, (void *)(long)i);
  return 0;
}
