/* Twin of object_lock_pointer_norace.c where the premise fails: a function
 * called inside the critical section releases the node's mutex (and takes
 * it back only later), so the update after the call runs unprotected. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
#include <stdlib.h>
struct node {
  pthread_mutex_t mu;
  int hits;
};
struct node *nodes[3];
void pause_node(struct node *n) { pthread_mutex_unlock(&n->mu); }
void touch(struct node *n) {
  pthread_mutex_lock(&n->mu);
  pause_node(n);
  n->hits++; /* @A */
  pthread_mutex_lock(&n->mu);
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
