/* Streams are no shared data of the program: POSIX stdio functions lock
 * the FILE they are given (flockfile), so a FILE * argument designates
 * nothing (frama-plugin/extract/library_calls.mli), whether stderr itself or a
 * pointer variable holding it. Both threads write to the same stream, and
 * only read `log_file`, which main set before the create: no race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
#include <stdio.h>
FILE *log_file;
void *worker(void *arg) {
  fprintf(stderr, "worker %d\n", 1);
  fputs("worker done\n", log_file);
  return arg;
}
int main(void) {
  pthread_t t;
  log_file = stderr;
  pthread_create(&t, 0, worker, 0);
  fprintf(stderr, "main\n");
  fputs("main done\n", log_file);
  pthread_join(t, 0);
  return 0;
}
