/* Both workers count with a GCC __sync builtin only. With a GCC machdep,
 * Frama-C passes the builtin's variadic part through a local array
 * `__va_args` of the caller: each worker instance has its own copy, accessed
 * by name in its own frame only, so it can never be raced on. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: count
// NORACE: __va_args
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
int count;
void *worker(void *arg) {
  __sync_fetch_and_add(&count, 1);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return count;
}
