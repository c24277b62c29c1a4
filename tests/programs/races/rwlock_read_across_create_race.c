/* Racy twin of rwlock_read_across_create_norace.c: the updater only
 * READ-locks the rwlock before its write. Two read locks coexist, so the
 * updater passes its lock pair while main still holds its read lock, and
 * writes `cfg` while main reads it: a real race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may cfg A B
#include <pthread.h>
pthread_rwlock_t cfg_lock = PTHREAD_RWLOCK_INITIALIZER;
int cfg;
void *updater(void *arg) {
  pthread_rwlock_rdlock(&cfg_lock);
  pthread_rwlock_unlock(&cfg_lock);
  cfg = 2; /* @A */
  return arg;
}
int main(void) {
  pthread_t t;
  int seen;
  pthread_rwlock_rdlock(&cfg_lock);
  pthread_create(&t, 0, updater, 0);
  seen = cfg; /* @B */
  pthread_rwlock_unlock(&cfg_lock);
  pthread_join(t, 0);
  return seen;
}
