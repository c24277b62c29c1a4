/* Objects passed to the library: write keeps no pointer, but the bytes it
 * sends here are a pointer, `&counter`, which the worker reads back from
 * the pipe and increments through while main increments `counter`. What a
 * function that sends bytes reads escapes, pointers in it included
 * (Library_calls.sends_bytes; found by review: alias and Eva said no-race).
 * Race (ThreadSanitizer reports it). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <unistd.h>
int fds[2];
void *worker(void *arg) {
  int *p;
  if (read(fds[0], &p, sizeof p) == sizeof p)
    *p += 1;
  return arg;
}
int main(void) {
  pthread_t t;
  int counter = 0;
  int *cp = &counter;
  pipe(fds);
  write(fds[1], &cp, sizeof cp);
  pthread_create(&t, 0, worker, 0);
  counter += 1;
  pthread_join(t, 0);
  return counter;
}
