/* Attacks the Eva `under` run (eva_threads.ml under): a thread starts from
 * its parent's state at the create, which Eva computed without any other
 * thread's writes (pthread_join changes nothing in Eva's state). The
 * switcher has set `lk = &m2` and has been joined before the worker is
 * created, so the worker always locks m2, like `other`. The under run
 * believes lk == &m1 and reports a must-race. Truth: no-race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER, m2 = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t *lk = &m1;
int data;
void *switcher(void *a) { lk = &m2; return a; }
void *worker(void *a) { pthread_mutex_lock(lk); data++; pthread_mutex_unlock(lk); return a; }
void *other(void *a) { pthread_mutex_lock(&m2); data++; pthread_mutex_unlock(&m2); return a; }
int main(void) {
  pthread_t s, w, o;
  pthread_create(&s, 0, switcher, 0);
  pthread_join(s, 0);                /* lk == &m2 from here on */
  pthread_create(&w, 0, worker, 0);
  pthread_create(&o, 0, other, 0);
  pthread_join(w, 0);
  pthread_join(o, 0);
  return 0;
}
