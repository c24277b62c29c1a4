/* Twin of variadic_args_private_norace.c: `say` keeps a copy of its
 * va_list in a global (va_copy), and `peek`, run by another thread, reads
 * the arguments through it while the caller's array is written for the
 * next call. The array leaves its thread: a library function that keeps
 * nothing elsewhere does not make it private. Possible race (the copy is
 * read while the owner may be writing its next call's arguments). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
va_list kept;
int have;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void say(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  pthread_mutex_lock(&m);
  va_copy(kept, ap);
  have = 1;
  pthread_mutex_unlock(&m);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
}
void *peek(void *arg) {
  pthread_mutex_lock(&m);
  if (have) printf("%d\n", va_arg(kept, int));
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t a;
  pthread_create(&a, 0, peek, 0);
  say("%d\n", 1);
  say("%d\n", 2);
  pthread_join(a, 0);
  return 0;
}
