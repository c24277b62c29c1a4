/* One block for every thread: each create stores its id in the same tid
 * field, so the join loop joins the last thread n times and the others
 * never; main reads w->data while they may still write it. Twin of
 * join_heap_struct_field_norace. Race (the workers' write of w->data,
 * main's read). */
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
  struct worker *w = malloc(sizeof *w);
  if (!ts || !w) return 1;
  for (int i = 0; i < n; i++) {
    ts[i] = w;
    pthread_create(&w->tid, 0, work, w);
  }
  for (int i = 0; i < n; i++) {
    pthread_join(ts[i]->tid, 0);
    sum += ts[i]->data;
  }
  free(w);
  free(ts);
  return sum;
}
