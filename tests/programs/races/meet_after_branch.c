/* The write of the shared slot comes after a branch on the argument: only
 * even workers write, and worker 0 and 1 no longer both reach it (workers 0
 * and 2 write different slots). Racer only follows the statements a worker
 * surely runs first, so it does not call this a meet; the race between
 * workers on slots[me] stays possible, not certain. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
int slots[8];
void *worker(void *arg) {
  int me = (int)(long)arg;
  if (me % 2 == 0)
    slots[me / 2] = me;
  return 0;
}
int main(void) {
  pthread_t t[8];
  for (int i = 0; i < 8; i++)
    pthread_create(&t[i], 0, worker, (void *)(long)i);
  return 0;
}
