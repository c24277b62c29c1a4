/* Twin of fresh_wrapper_norace.c where the wrapper keeps the block: it
 * records every block in `registry` before returning it, and a monitor
 * reads the latest one. The workers' writes to their block are then not
 * fresh (the monitor may already have its address): a race on the block
 * (and on `registry` itself). */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE-SYNTACTIC: may j A B
// RACE-ALIAS: may __malloc_xmalloc_l19 A B
// RACE-EVA: may __malloc_xmalloc_l19 A B
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
#include <stdlib.h>
struct job { int id; };
struct job *volatile registry;
void *xmalloc(size_t n) {
  struct job *p = malloc(n);
  if (!p) abort();
  registry = p;
  return p;
}
void *worker(void *arg) {
  struct job *j = xmalloc(sizeof *j);
  j->id = 7; /* @A */
  return arg;
}
void *monitor(void *arg) {
  struct job *r = registry;
  return r ? (void *)(long)r->id /* @B */ : arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, monitor, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
