/* GCC's cleanup attribute (GLib's g_autoptr, systemd's _cleanup_):
 * release_stats(&guard) runs when guard goes out of scope, at the end of
 * main's inner block, while the worker (joined only later) still
 * increments g_stats. Race: release_stats's write, the worker's write. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: must g_stats A B
#include <pthread.h>
int g_stats;
static void release_stats(int *p) {
  (void)p;
  g_stats = 0; // @A
}
void *worker(void *arg) {
  g_stats++; // @B
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  {
    int guard __attribute__((cleanup(release_stats))) = 1;
    (void)guard;
  }
  pthread_join(t, 0);
  return 0;
}
