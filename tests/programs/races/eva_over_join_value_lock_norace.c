/* Attacks the Eva builtin for pthread_join (eva_model_calls.ml havoc): the
 * exit value is written weakly with top_int, integers only, so the over
 * run keeps `res == &m1` as the only address and main's lock a single
 * certain m1. The chooser returns &m2, so main locks m2, like `other`.
 * Truth: no-race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER, m2 = PTHREAD_MUTEX_INITIALIZER;
int data;
void *chooser(void *arg) { return &m2; }
void *other(void *a) { pthread_mutex_lock(&m2); data++; pthread_mutex_unlock(&m2); return a; }
int main(void) {
  pthread_t c, o;
  void *res = &m1;
  pthread_create(&c, 0, chooser, 0);
  pthread_join(c, &res);             /* res == &m2 */
  pthread_mutex_t *lk = res;
  pthread_create(&o, 0, other, 0);
  pthread_mutex_lock(lk);
  data++;
  pthread_mutex_unlock(lk);
  pthread_join(o, 0);
  return 0;
}
