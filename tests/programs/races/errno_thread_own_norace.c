/* errno is thread-local (C11 7.5p2, POSIX): glibc's `errno` is
 * `(*__errno_location())`, the address of the calling thread's own errno.
 * Both threads write and read errno; no address of it escapes anywhere in
 * the program, so every access through it is of the thread's own object
 * (docs/engines.md, "Fresh memory"). Twin: errno_address_escapes_race.c. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// DECIDED-BY: FR
/* glibc's errno, as its preprocessed headers give it (Frama-C's own libc
 * models errno as one global instead). */
extern int *__errno_location(void);
#define ERR (*__errno_location())
#include <pthread.h>
#include <stdio.h>
int parse(const char *s) {
  int v = 0;
  ERR = 0;
  for (; *s; s++) {
    if (v > 100000) ERR = 34;
    v = v * 10 + (*s - '0');
  }
  if (ERR == 34) return -1;
  return v;
}
void *worker(void *arg) {
  int v = parse((const char *)arg);
  if (v < 0) perror("parse");
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, "12");
  pthread_create(&b, 0, worker, "99999999999999999999");
  pthread_join(a, 0);
  pthread_join(b, 0);
  return ERR;
}
