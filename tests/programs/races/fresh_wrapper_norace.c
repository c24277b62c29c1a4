/* Fresh memory through an allocation wrapper: `xmalloc` returns the block
 * it allocated and nothing else, so its callers' blocks are fresh too. Each
 * worker fills its own block before handing it to `consume` (which keeps
 * it): no race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
struct job { int id; char name[16]; };
struct job *last;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *xmalloc(size_t n) {
  void *p = malloc(n);
  if (!p) abort();
  return p;
}
void consume(struct job *j) {
  pthread_mutex_lock(&m);
  last = j;
  pthread_mutex_unlock(&m);
}
void *worker(void *arg) {
  struct job *j = xmalloc(sizeof *j);
  j->id = 7;
  memset(j->name, 0, sizeof j->name);
  consume(j);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
