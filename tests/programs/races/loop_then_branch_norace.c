/* Two workers sum a range; only worker 0 (its id from main) publishes into
 * total, after its loop; main reads it after joining both. No race. (A must
 * race before: the way past the loop was never taken.) */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: no-race
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
  pthread_create(&t[0], 0, worker, &ids[0]);
  pthread_create(&t[1], 0, worker, &ids[1]);
  pthread_join(t[0], 0);
  pthread_join(t[1], 0);
  printf("%ld\n", total);
  return 0;
}
