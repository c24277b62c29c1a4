/* Attacks the Eva `over` run, whose verdict is now final in combined mode
 * (eva_backend.ml run_strategies): a thread's locals start fresh in each
 * of its Eva runs, so a write another thread makes into them through a
 * pointer is never seen (and `lk = &m1`, a Local_init, is not made
 * optional). The switcher sets main's `lk` to &m2 and is joined before
 * main locks *lk; the over run keeps lk == &m1, a single certain lock, and
 * reports a must-race with `other` (m2). Truth: no-race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER, m2 = PTHREAD_MUTEX_INITIALIZER;
int data;
void *switcher(void *arg) { *(pthread_mutex_t **)arg = &m2; return arg; }
void *other(void *a) { pthread_mutex_lock(&m2); data++; pthread_mutex_unlock(&m2); return a; }
int main(void) {
  pthread_t s, o;
  pthread_mutex_t *lk = &m1;
  pthread_create(&s, 0, switcher, &lk);
  pthread_join(s, 0);                /* lk == &m2 from here on */
  pthread_create(&o, 0, other, 0);
  pthread_mutex_lock(lk);
  data++;
  pthread_mutex_unlock(lk);
  pthread_join(o, 0);
  return 0;
}
