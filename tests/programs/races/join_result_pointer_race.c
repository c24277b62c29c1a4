/* Points-to twin: the pointer main writes through comes back from
 * pthread_join (the lookup thread returns the address of the shared entry
 * it found), with a default target set before the join. The alias classes
 * of `r` must include what the joined thread returned: r points to `entry`,
 * which the updater thread (not joined yet) also writes. Main's write and
 * the updater's are unordered: a race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may entry A B
#include <pthread.h>
struct stat { long hits; };
struct stat entry, fallback;
void *lookup(void *arg) { return &entry; }
void *updater(void *arg) {
  entry.hits = entry.hits + 1; /* @B */
  return arg;
}
int main(void) {
  pthread_t l, u;
  struct stat *r = &fallback;
  pthread_create(&u, 0, updater, 0);
  pthread_create(&l, 0, lookup, 0);
  pthread_join(l, (void **)&r);
  r->hits = r->hits + 10; /* @A */
  pthread_join(u, 0);
  return (int)entry.hits;
}
