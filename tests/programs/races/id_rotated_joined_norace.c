/* Positive twin of id_rotated_race.c: the loader is joined through `cur`
 * before the handle is rotated, so when main reads `loaded` the loader is
 * over; the parser never touches it. The first join really names the
 * loader (nothing wrote `cur` in between). Truth: no race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
int loaded;
void *loader(void *arg) { loaded = 1; return arg; }
void *parser(void *arg) { return arg; }
int main(void) {
  pthread_t cur, next;
  pthread_create(&cur, 0, loader, 0);
  pthread_join(cur, 0);  /* the loader is over */
  pthread_create(&next, 0, parser, 0);
  cur = next;
  pthread_join(cur, 0);
  return loaded;
}
