/* The twin of cleanup_attr_race: the guarded block begins after the
 * join, so release_stats runs when the worker has ended. No race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
#include <pthread.h>
int g_stats;
static void release_stats(int *p) {
  (void)p;
  g_stats = 0;
}
void *worker(void *arg) {
  g_stats++;
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  {
    int guard __attribute__((cleanup(release_stats))) = 1;
    (void)guard;
  }
  return g_stats;
}
