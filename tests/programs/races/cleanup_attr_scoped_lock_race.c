/* The twin of cleanup_attr_scoped_lock_norace: the guard's block ends
 * before the read, so the cleanup has released m when get() reads
 * g_total. Race: get's read, the worker's write. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: must g_total A B
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int g_total;
static void unlockp(pthread_mutex_t **p) { pthread_mutex_unlock(*p); }
static int get(void) {
  {
    pthread_mutex_t *guard __attribute__((cleanup(unlockp))) = &m;
    pthread_mutex_lock(guard);
  }
  return g_total; // @A
}
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  g_total++; // @B
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  int seen = get();
  pthread_join(t, 0);
  return seen;
}
