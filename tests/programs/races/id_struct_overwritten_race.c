/* Twins same_join_target's field case (`&cur.tid` at the create, `cur.tid`
 * at the join: same base, same text). The pipeline advances with a whole
 * structure copy, `cur = next;`, which replaces cur.tid by the decoder's id
 * before the join: the fetcher is never joined and its write of `fetched`
 * can meet main's read. Truth: race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may fetched A B
#include <pthread.h>
struct stage { pthread_t tid; int id; };
int fetched;
void *fetch(void *arg) { fetched = 1; /* @A */ return arg; }
void *decode(void *arg) { return arg; }
int main(void) {
  struct stage cur, next;
  pthread_create(&cur.tid, 0, fetch, 0);
  cur.id = 1;
  pthread_create(&next.tid, 0, decode, 0);
  next.id = 2;
  cur = next;                /* advance: cur.tid now names the decoder */
  pthread_join(cur.tid, 0);
  return fetched;            /* @B */
}
