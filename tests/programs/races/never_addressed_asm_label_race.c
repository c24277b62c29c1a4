/* Twin of never_addressed_norace: `hits` has the assembler name
 * hit_count (an asm label), and an inline asm loads its address by that
 * symbol; the worker writes through it while main writes `hits`. A global
 * with an asm label counts as addressed (before: no-race). Race. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
int hits __asm__("hit_count");
void *worker(void *arg) {
  int *p;
  __asm__("leaq hit_count(%%rip), %0" : "=r"(p));
  *p = 1;
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  hits = 2;
  pthread_join(t, 0);
  return hits;
}
