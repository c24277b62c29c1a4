/* Per-object locks through pointers (digest SL): every node of a shared
 * table has its own mutex, and threads update a node only through a local
 * pointer `n` while holding n->mu. Twin: object_lock_released_in_callee_race.c. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// DECIDED-BY: SL
#include <pthread.h>
#include <stdlib.h>
struct node {
  pthread_mutex_t mu;
  int hits;
};
struct node *nodes[3];
void touch(struct node *n) {
  pthread_mutex_lock(&n->mu);
  n->hits++;
  pthread_mutex_unlock(&n->mu);
}
void *worker(void *arg) {
  for (int k = 0; k < 10; k++) touch(nodes[k % 3]);
  return arg;
}
int main(void) {
  pthread_t a, b;
  for (int i = 0; i < 3; i++) {
    struct node *n = malloc(sizeof *n);
    if (!n) return 1;
    pthread_mutex_init(&n->mu, 0);
    n->hits = 0;
    nodes[i] = n;
  }
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
