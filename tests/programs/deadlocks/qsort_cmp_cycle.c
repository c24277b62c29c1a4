/* Deadlock: sorter holds A and calls qsort; the comparator (run by the
 * sorter thread inside qsort) takes B. updater nests B->A. sorter holds A
 * and waits for B in cmp, updater holds B and waits for A. */
// EXPECT-DEADLOCK: unknown
// DEADLOCKS: 0
#include <pthread.h>
#include <stdlib.h>
pthread_mutex_t A = PTHREAD_MUTEX_INITIALIZER, B = PTHREAD_MUTEX_INITIALIZER;
int weight[8], table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
static int cmp(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  pthread_mutex_lock(&B);
  int r = weight[x & 7] - weight[y & 7];
  pthread_mutex_unlock(&B);
  return r;
}
void *sorter(void *p) {
  pthread_mutex_lock(&A);
  qsort(table, 8, sizeof table[0], cmp);
  pthread_mutex_unlock(&A);
  return 0;
}
void *updater(void *p) {
  pthread_mutex_lock(&B);
  weight[1]++;
  pthread_mutex_lock(&A); table[0] = 0; pthread_mutex_unlock(&A);
  pthread_mutex_unlock(&B);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, sorter, 0); pthread_create(&b, 0, updater, 0);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
