/* Twins same_join_target (core/src/active/active_analysis.cpp): a join of
 * `cur` is paired with the create into `&cur` by variable alone. Twin of
 * join_then_access.c where a pipeline "rotates" its stage handle,
 * `cur = next;`, before joining: the join ends the parser, the loader
 * (whose id went to `cur`) is never joined, and its write of `loaded` can
 * meet main's read. Truth: race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may loaded A B
#include <pthread.h>
int loaded;
void *loader(void *arg) { loaded = 1; /* @A */ return arg; }
void *parser(void *arg) { return arg; }
int main(void) {
  pthread_t cur, next;
  pthread_create(&cur, 0, loader, 0);
  pthread_create(&next, 0, parser, 0);
  cur = next;            /* rotate: the stage handle now names the parser */
  pthread_join(cur, 0);  /* ends the parser only */
  return loaded;         /* @B */
}
