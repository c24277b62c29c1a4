/* Twin of held_across_create_norace.c with a readers/writer lock held in
 * read mode: the child's own read lock does not wait for main's, so taking
 * it orders nothing, and its write of `x` runs alongside main's. The
 * lock-history digest (LH) counts only mutexes held exclusively across the
 * create. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may x A B
#include <pthread.h>
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
int x;
void *child(void *arg) {
  pthread_rwlock_rdlock(&rw);
  pthread_rwlock_unlock(&rw);
  x = 2; /* @A */
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_rwlock_rdlock(&rw);
  pthread_create(&t, 0, child, 0);
  x = 1; /* @B */
  pthread_rwlock_unlock(&rw);
  pthread_join(t, 0);
  return x;
}
