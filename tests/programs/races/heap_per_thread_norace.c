/* Heap-uniqueness twin of heap_passed_joined.c: the allocation is in a
 * helper both workers call, so its site stands for two blocks, one per
 * worker; each worker writes only the block it allocated itself. Distinct
 * blocks: no race. A must-race on the site needs one allocating thread
 * running the site once; a may-race is all the site allows, and a witness
 * must not take the two blocks for one. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdlib.h>
struct buf { int len; char data[60]; };
static struct buf *new_buf(void) {
  struct buf *b = malloc(sizeof *b);
  if (!b) abort();
  return b;
}
void *worker(void *arg) {
  struct buf *mine = new_buf();
  mine->len = (int)(long)arg;
  mine->data[0] = 'a';
  free(mine);
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, (void *)1);
  pthread_create(&t2, 0, worker, (void *)2);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
