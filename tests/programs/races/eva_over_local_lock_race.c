/* Twin of eva_over_local_lock_norace.c: the switcher picks &m1, so main
 * and `other` increment `data` under different mutexes. Truth: race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may data A B
#include <pthread.h>
pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER, m2 = PTHREAD_MUTEX_INITIALIZER;
int data;
void *switcher(void *arg) { *(pthread_mutex_t **)arg = &m1; return arg; }
void *other(void *a) { pthread_mutex_lock(&m2); data++; /* @A */ pthread_mutex_unlock(&m2); return a; }
int main(void) {
  pthread_t s, o;
  pthread_mutex_t *lk = &m2;
  pthread_create(&s, 0, switcher, &lk);
  pthread_join(s, 0);
  pthread_create(&o, 0, other, 0);
  pthread_mutex_lock(lk);
  data++; /* @B */
  pthread_mutex_unlock(lk);
  pthread_join(o, 0);
  return 0;
}
