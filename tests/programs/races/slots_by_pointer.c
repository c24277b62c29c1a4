/* Main fills element i of a heap array, then hands its address to worker
 * i, which updates it: every worker has its own element, and main's write
 * happens before the worker owning the element exists. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
#include <stdlib.h>
struct job { int input; int output; };
void *worker(void *arg) {
  struct job *j = arg;
  j->output = j->input + 1;
  return 0;
}
int main(void) {
  int n = 16;
  pthread_t *tids = malloc(n * sizeof(pthread_t));
  struct job *jobs = malloc(n * sizeof(struct job));
  if (!tids || !jobs) return 1;
  for (int i = 0; i < n; i++) {
    jobs[i].input = i;
    pthread_create(&tids[i], 0, worker, &jobs[i]);
  }
  return 0;
}
