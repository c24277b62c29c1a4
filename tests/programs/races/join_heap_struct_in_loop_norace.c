/* The join loop reads and frees each thread's block right after joining
 * it (SV-COMP's per-thread-struct-tid): in that iteration ts[i] points to
 * the block of a thread that has ended, and every thread still running
 * has a block of its own. Twins: join_heap_struct_before_join_race (the
 * block touched before its thread's join), join_heap_struct_next_slot_race
 * (the next thread's block, not yet joined). No race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
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
    sum += ts[i]->data;
    free(ts[i]);
  }
  free(ts);
  return sum;
}
