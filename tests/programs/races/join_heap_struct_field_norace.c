/* Thread ids kept in a field of per-thread blocks that an array of
 * pointers holds: each iteration allocates a block, stores its address in
 * ts[i] and creates the thread with its id in the block's tid field; the
 * join loop joins ts[j]->tid for every j. Every thread is joined before
 * main reads what they wrote (SV-COMP's per-thread-struct-tid frees each
 * block in the join loop itself: those accesses need instance keys that
 * follow the join, and stay unknown). Twins: join_heap_struct_shared_block_race (one
 * block for every thread: each create overwrites the id),
 * join_heap_struct_slot_swapped_race (a slot rewritten between the loops).
 * No race. */
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
  for (int i = 0; i < n; i++) pthread_join(ts[i]->tid, 0);
  for (int i = 0; i < n; i++) {
    sum += ts[i]->data;
    free(ts[i]);
  }
  free(ts);
  return sum;
}
