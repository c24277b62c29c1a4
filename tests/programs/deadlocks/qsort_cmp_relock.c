/* Deadlock: sort_table() holds cfg_lock and calls qsort, whose comparator
 * (run by the same thread, inside qsort) locks cfg_lock again: a default
 * mutex relocked by its owner blocks forever, on every run. */
// EXPECT-DEADLOCK: unknown
// DEADLOCKS: 0
#include <pthread.h>
#include <stdlib.h>
pthread_mutex_t cfg_lock = PTHREAD_MUTEX_INITIALIZER;
int descending;
int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
static int cmp(const void *a, const void *b) {
  pthread_mutex_lock(&cfg_lock);
  int d = descending;
  pthread_mutex_unlock(&cfg_lock);
  int r = *(const int *)a - *(const int *)b;
  return d ? -r : r;
}
void *sort_table(void *p) {
  pthread_mutex_lock(&cfg_lock);
  qsort(table, 8, sizeof table[0], cmp);
  pthread_mutex_unlock(&cfg_lock);
  return 0;
}
int main(void) {
  pthread_t a;
  pthread_create(&a, 0, sort_table, 0);
  pthread_join(a, 0);
  return 0;
}
