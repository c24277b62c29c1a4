/* The worker clears its own id field, so the join loop passes main a
 * stale id: the join of ts[j]->tid does not end thread j for sure (it may
 * fail), and main reads what the workers write. Only the create and the
 * join may touch the id field for the join loop to end every thread.
 * Twin of join_heap_struct_field_norace. Race (a worker's write of data,
 * main's read; argued from POSIX: pthread_join of an id that names no
 * joinable thread returns ESRCH without waiting). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
struct worker {
  pthread_t tid;
  int data;
};
void *work(void *arg) {
  struct worker *w = arg;
  memset(&w->tid, 0, sizeof w->tid);
  w->data = 42;
  return 0;
}
int main(void) {
  int n = 4, sum = 0;
  struct worker **ts = malloc(n * sizeof *ts);
  if (!ts) return 1;
  for (int i = 0; i < n; i++) {
    struct worker *w = malloc(sizeof *w);
    if (!w) abort();
    ts[i] = w;
    pthread_create(&w->tid, 0, work, w);
  }
  for (int i = 0; i < n; i++) {
    pthread_join(ts[i]->tid, 0);
    sum += ts[i]->data;
  }
  return sum;
}
