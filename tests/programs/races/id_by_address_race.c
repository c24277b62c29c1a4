/* Twins same_join_target against an escaping id (the opaque_tid.c,
 * here in main): pool_adopt has no body and gets `&t`; a thread pool's
 * adopt call may hand the worker over to the pool and put a pooled
 * thread's id in its place, so `pthread_join(t)` need not end the worker.
 * With such a pool_adopt the worker's increment meets main's read. Truth:
 * race (not no-race, whatever the body). */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// RACE: may hits A B
#include <pthread.h>
extern void pool_adopt(pthread_t *slot); /* may replace *slot by a pooled thread's id */
int hits;
void *worker(void *arg) { hits++; /* @A */ return arg; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pool_adopt(&t);
  pthread_join(t, 0);
  return hits; /* @B */
}
