/* Meet twin of meet_element_pointer.c: worker i gets lane i % 2 of a
 * two-lane array, and the number of workers is the configuration variable
 * `nworkers` (2, never changed): workers 0 and 1 use lanes 0 and 1, so no
 * two workers share a lane: no race. With a bound that is not a literal the
 * meet evaluation tries up to 8 iterations and finds workers 0 and 2 both
 * on lanes[0]; only iterations that can run may meet. */
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
  for (int i = 0; i < nworkers; i++)
    pthread_create(&t[i], 0, worker, &lanes[i % LANES]);
  for (int i = 0; i < nworkers; i++)
    pthread_join(t[i], 0);
  return (int)lanes[0];
}
