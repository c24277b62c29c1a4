/* A create loop whose counter lets it run once (i from 0 while i < 1): one
 * worker exists, so its unguarded increment has no second instance to race
 * with. Racer reads the counter's start, step and bound and takes the loop
 * for what it is: no cycle, a thread that is not "multiple". */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE
#include <pthread.h>
int hits;
void *worker(void *arg) {
  (void)arg;
  hits++;
  return 0;
}
int main(void) {
  pthread_t t[4];
  for (int i = 0; i < 1; i++)
    pthread_create(&t[i], 0, worker, 0);
  return 0;
}
