/* After joining thread i, main reads thread i + 1's block, whose thread
 * may still be writing it. Twin of join_heap_struct_in_loop_norace. Race
 * (work's write of data, main's read of it). */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
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
  for (int i = 0; i < n; i++) {
    pthread_join(ts[i]->tid, 0);
    if (i + 1 < n) sum += ts[i + 1]->data;
  }
  for (int i = 0; i < n; i++) free(ts[i]);
  free(ts);
  return sum;
}
