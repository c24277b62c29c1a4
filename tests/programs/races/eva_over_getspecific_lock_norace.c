/* The root cause through another path: Eva's default
 * specification of pthread_getspecific (no spec in Frama-C's libc) makes
 * its result computed from the key only, never &mine, so the over run
 * picks lk == &m1, a single certain lock, and reports a must-race with
 * `other` (m2). The value just stored is read back: lk == &m2. Truth:
 * no-race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
pthread_key_t slot;
pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER, m2 = PTHREAD_MUTEX_INITIALIZER;
int data;
void *worker(void *arg) {
  int mine;
  pthread_setspecific(slot, &mine);
  pthread_mutex_t *lk = pthread_getspecific(slot) == &mine ? &m2 : &m1;  /* &m2 */
  pthread_mutex_lock(lk);
  data++;
  pthread_mutex_unlock(lk);
  return arg;
}
void *other(void *a) { pthread_mutex_lock(&m2); data++; pthread_mutex_unlock(&m2); return a; }
int main(void) {
  pthread_t w, o;
  pthread_key_create(&slot, 0);
  pthread_create(&w, 0, worker, 0);
  pthread_create(&o, 0, other, 0);
  pthread_join(w, 0);
  pthread_join(o, 0);
  return 0;
}
