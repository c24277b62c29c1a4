/* Lock history with a rwlock: main read-locks `cfg_lock` before creating the
 * updater and reads `cfg` under it; the updater write-locks and releases the
 * same rwlock before writing `cfg`. Its write lock waits for main's read
 * unlock, which follows main's read: ordered, no race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
pthread_rwlock_t cfg_lock = PTHREAD_RWLOCK_INITIALIZER;
int cfg;
void *updater(void *arg) {
  pthread_rwlock_wrlock(&cfg_lock);
  pthread_rwlock_unlock(&cfg_lock);
  cfg = 2;
  return arg;
}
int main(void) {
  pthread_t t;
  int seen;
  pthread_rwlock_rdlock(&cfg_lock);
  pthread_create(&t, 0, updater, 0);
  seen = cfg;
  pthread_rwlock_unlock(&cfg_lock);
  pthread_join(t, 0);
  return seen;
}
