/* The cleanup runs on a goto that leaves the variable's block too (GCC
 * runs it on every exit from the scope): the block's end is never
 * reached, the goto is its only way out. Race: release_stats's write,
 * the worker's write. */
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
  for (;;) {
    int guard __attribute__((cleanup(release_stats))) = argc;
    if (guard > 0)
      goto done;
  }
done:
  pthread_join(t, 0);
  return 0;
}
