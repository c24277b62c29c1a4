/* As loop_then_branch_norace, with the workers created in a loop, ids from
 * an array. No race. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdio.h>
long total;
void *worker(void *arg) {
  int id = *(int *)arg;
  long sum = 0;
  for (int i = 0; i < 1000; i++)
    sum += i;
  if (id == 0)
    total = sum;
  return 0;
}
int ids[2] = {0, 1};
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, &ids[i]);
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  printf("%ld\n", total);
  return 0;
}
