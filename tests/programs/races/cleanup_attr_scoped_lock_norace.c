/* A scoped lock made with the cleanup attribute (systemd's
 * _cleanup_(pthread_mutex_unlockp)): get() returns g_total read while the
 * guard still holds m; GCC evaluates the returned value before it runs
 * the cleanup. The worker writes under m too. No race. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int g_total;
static void unlockp(pthread_mutex_t **p) { pthread_mutex_unlock(*p); }
static int get(void) {
  pthread_mutex_t *guard __attribute__((cleanup(unlockp))) = &m;
  pthread_mutex_lock(guard);
  return g_total;
}
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  g_total++;
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
