/* Between the loops main points slot 0 at slot 1's block: the join loop
 * joins thread 1 twice and thread 0 never, and main then writes thread
 * 0's block, which thread 0 may still be writing. Twin of
 * join_heap_struct_field_norace. Race (thread 0's write of data, main's
 * write of it; ThreadSanitizer reports it). */
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
  struct worker *first = ts[0];
  ts[0] = ts[1];
  for (int i = 0; i < n; i++) {
    pthread_join(ts[i]->tid, 0);
    sum += ts[i]->data;
  }
  first->data = 0;
  return sum;
}
