/* Twin of never_addressed_norace: a file-scope asm block builds a table
 * holding the address of `hits`; the worker writes through the table entry
 * while main writes `hits` by name. File-scope asm templates are read for
 * symbols too (before: alias and Eva said no-race). Race. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
int hits;
extern int *hit_table[];
__asm__(".section .data\n.globl hit_table\n.p2align 3\nhit_table:\n.quad hits\n.text\n");
void *worker(void *arg) {
  int *p = hit_table[0];
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
