/* Cleanups run on break and continue out of their block, but a break of
 * an inner loop leaves only that loop's body: release_stats runs at the
 * end of each turn of the outer loop's body and on its break, all while
 * the worker runs. Race: release_stats's write, the worker's write. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: must g_stats A B
#include <pthread.h>
int g_stats;
static void release_stats(int *p) {
  g_stats = *p; // @A
}
void *worker(void *arg) {
  g_stats++; // @B
  return arg;
}
int main(int argc, char **argv) {
  pthread_t t;
  (void)argv;
  pthread_create(&t, 0, worker, 0);
  for (int i = 0; i < argc; i++) {
    int guard __attribute__((cleanup(release_stats))) = i;
    for (int j = 0; j < 3; j++)
      if (j == guard)
        break;
    if (guard > 1)
      break;
  }
  pthread_join(t, 0);
  return 0;
}
