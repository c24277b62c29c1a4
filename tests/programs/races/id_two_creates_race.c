/* Twins same_join_target when two creates store into one handle: the
 * second create overwrites `t`, so the one join ends the writer only and
 * the prefetcher is never joined; its write of `cache` can meet main's.
 * The join names both creates' variable: it may end either, surely
 * neither. Truth: race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may cache A B
#include <pthread.h>
int cache, out;
void *prefetch(void *arg) { cache = 1; /* @A */ return arg; }
void *writer(void *arg) { out = 1; return arg; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, prefetch, 0);
  pthread_create(&t, 0, writer, 0);   /* handle reused */
  pthread_join(t, 0);                 /* ends the writer */
  cache = 0;                          /* @B */
  return out;
}
