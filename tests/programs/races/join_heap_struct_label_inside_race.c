/* The join loop reads each thread's block after joining it, but with an
 * argument main first jumps into the loop, past the join, to a label
 * inside the block that follows it: the first thread's block is read
 * while that thread may still write it. The statements after a join count
 * as "after the join" only up to the first that carries or holds a label.
 * Twin of join_heap_struct_in_loop_norace.
 * Race: main's read of ts[i]->data, the worker's write. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdlib.h>
struct worker {
  pthread_t tid;
  int data;
};
void *work(void *arg) {
  struct worker *w = arg;
  w->data = 42;
  return 0;
}
int main(int argc, char **argv) {
  int n = 4, sum = 0, i = 0;
  (void)argv;
  struct worker **ts = malloc(n * sizeof *ts);
  if (!ts) return 1;
  for (int i = 0; i < n; i++) {
    struct worker *w = malloc(sizeof *w);
    if (!w) abort();
    ts[i] = w;
    pthread_create(&w->tid, 0, work, w);
  }
  if (argc > 1)
    goto peek;
  for (i = 0; i < n; i++) {
    pthread_join(ts[i]->tid, 0);
    if (n > 0) {
    peek:
      sum += ts[i]->data;
    }
  }
  return sum;
}
