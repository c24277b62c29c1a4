/* Why lock history has no mirrored join case: main holds m from before its
 * write until after it joined the child, and the child takes m after its
 * own write. Were the child's lock(m) always before main's, the writes
 * would be ordered; but when main takes m first, the child's write and
 * main's run together (a race), then the child waits for m and main for
 * the child (a deadlock). An ordering that holds only in the executions
 * that end proves nothing about those that do not (docs/engines.md,
 * "Digests"). */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: must g A B
#include <pthread.h>
int g;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *child(void *arg) {
  g = 1; /* @B */
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, child, 0);
  pthread_mutex_lock(&m);
  g = 2; /* @A */
  pthread_join(t, 0);
  pthread_mutex_unlock(&m);
  return 0;
}
