/* The example (kept for reference): Frama-C's libc gives
 * pthread_getspecific no specification, Eva's default one makes its
 * result a value computed from the key only, never &mine, so the over run
 * finds `guard` always 0 and the under model drops the lock. The value
 * just stored is always read back: guard == 1 and both workers lock m.
 * Truth: no-race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
pthread_key_t slot;
int hits;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int mine;
  pthread_setspecific(slot, &mine);
  int guard = pthread_getspecific(slot) == &mine;
  if (guard) pthread_mutex_lock(&m);
  hits++;
  if (guard) pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_key_create(&slot, 0);
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
