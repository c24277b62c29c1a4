/* Meet twin of meet_element_pointer.c: worker i gets lane i % 2 of a
 * two-lane array; the pool is filled by a do-while loop whose bound is the
 * configuration variable `nworkers` (2, never changed): workers 0 and 1 use
 * lanes 0 and 1, no two workers share a lane: no race. The body of a
 * do-while surely runs once, but only the iterations the bound lets run
 * make threads: workers 0 and 2 would share lanes[0], worker 2 never
 * exists. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#define LANES 2
int nworkers = 2;
long lanes[LANES];
void *worker(void *arg) {
  long *lane = arg;
  *lane = *lane + 1;
  return 0;
}
int main(void) {
  pthread_t t[LANES];
  int i = 0;
  do {
    pthread_create(&t[i], 0, worker, &lanes[i % LANES]);
    i++;
  } while (i < nworkers);
  return 0;
}
