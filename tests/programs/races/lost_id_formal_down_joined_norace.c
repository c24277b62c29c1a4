/* Twin of join_tree_slot_zero_race (a create loop counting down to 0
 * whose slot-0 thread no join reads): here the loop creates into a
 * formal, which points into main's array, and main joins every slot,
 * slot 0 included. The rule checks what names the array; a formal's
 * array is the caller's, whose joins it cannot see, so a formal is no id
 * array for it (the plug-in's rule flagged this one; no verdict changed,
 * but a join of the slot-0 thread looked blocking). Truth: no race. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void *worker(void *arg) {
  (void)arg;
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return 0;
}
void spawn(pthread_t *A, int n) {
  for (int i = n - 1; i >= 0; i--)
    pthread_create(&A[i], 0, worker, 0);
}
int main(void) {
  pthread_t t[4];
  spawn(t, 4);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
  return total;
}
