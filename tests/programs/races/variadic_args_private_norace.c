/* Objects passed to the library (docs/engines.md): `say` is a variadic
 * function of the program; Frama-C's Variadic plug-in passes each call's
 * arguments in an array local to the caller (`__va_args`), which `say`
 * reads through its va_list and hands to vfprintf, which keeps no pointer.
 * Every thread's arrays are then its own: the reads through `ap` in one
 * thread never reach another thread's array, however a pointer analysis
 * merges the va_lists of all calls. Counter under m. No race (Eva proves
 * it; so does the alias backend, for which `fmt`'s target is unknown but
 * cannot be `count`, a global whose address is never taken; the syntactic
 * backend still pairs the reads through `ap` with the arrays). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
int count;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void say(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
}
void *t(void *arg) {
  int id = (int)(long)arg;
  say("worker %d starts\n", id);
  pthread_mutex_lock(&m);
  count++;
  pthread_mutex_unlock(&m);
  say("worker %d ends after %d\n", id, 3);
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t, (void *)1L);
  pthread_create(&b, 0, t, (void *)2L);
  say("main waits for %d workers\n", 2);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
