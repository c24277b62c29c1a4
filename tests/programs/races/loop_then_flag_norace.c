/* A worker sums in a loop, then writes table only if a flag main never
 * sets is on. The write after the loop is not surely made: the loop runs
 * and leaves, and the branch after it decides. No race. (A must race
 * before: the way past the loop was never taken.) */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: no-race
#include <pthread.h>
int enabled;   /* never set: the workers never write table */
int table;
void *worker(void *arg) {
  int work = 0;
  for (int i = 0; i < 3; i++)
    work += i;
  if (enabled)
    table = work;
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return table;
}
