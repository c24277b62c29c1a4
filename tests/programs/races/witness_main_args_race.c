/* main takes argc and argv: the witness search runs the program as started
 * with no arguments (argc 1, argv = { name, NULL }), a real execution, and
 * finds the race between the two workers; a program size read from argv
 * does not stop it, the default is used. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may total A A
#include <pthread.h>
#include <stdlib.h>
int total;
void *worker(void *arg) {
  int n = *(int *)arg;
  for (int i = 0; i < n; i++)
    total = total + 1; /* @A */
  return 0;
}
int main(int argc, char *argv[]) {
  static int rounds = 3;
  pthread_t a, b;
  if (argc > 1) rounds = atoi(argv[1]);
  if (argv[0] == 0) return 1;
  pthread_create(&a, 0, worker, &rounds);
  pthread_create(&b, 0, worker, &rounds);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return total;
}
