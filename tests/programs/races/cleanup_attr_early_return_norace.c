/* A return before the guarded variable's declaration runs no cleanup
 * (GCC runs it only for variables in scope): when finish returns early,
 * release_stats does not run and the worker may still count; when it
 * goes on, it joins the worker first. No race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
#include <pthread.h>
int g_stats;
pthread_t t;
static void release_stats(int *p) {
  (void)p;
  g_stats = 0;
}
void *worker(void *arg) {
  g_stats++;
  return arg;
}
static void finish(int detach) {
  if (detach)
    return;
  pthread_join(t, 0);
  int guard __attribute__((cleanup(release_stats))) = 1;
  (void)guard;
}
int main(int argc, char **argv) {
  (void)argv;
  pthread_create(&t, 0, worker, 0);
  finish(argc > 1);
  return 0;
}
