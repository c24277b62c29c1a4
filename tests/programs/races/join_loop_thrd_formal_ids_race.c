/* C11 threads: id array is a formal; caller's name used to overwrite slot 0
 * Found by a review of the core's join loops (ABI 15): a wrong no-race before. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <threads.h>
#define N 3
int total;
mtx_t m;
thrd_t all[N];
int worker(void *arg) { mtx_lock(&m); total++; mtx_unlock(&m); return 0; }
int helper(void *arg) { return 0; }
void run(thrd_t *tids, int n) {
  int i, j;
  for (i = 0; i < n; i++) thrd_create(&tids[i], worker, 0);
  thrd_create(&all[0], helper, 0);
  for (j = 0; j < n; j++) thrd_join(tids[j], 0);
}
int main(void) {
  mtx_init(&m, mtx_plain);
  run(all, N);
  return total;
}
