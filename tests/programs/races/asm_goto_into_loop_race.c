/* TRUTH: race
 * asm goto after the loop jumps to a label inside the body of a loop that
 * never runs (i < 0): the create runs once that way, then (i = -1 + 1 = 0,
 * test 0 < 0 fails).  Plus main writes hits after the jump back: the worker
 * created through the asm goto races with main's later write.
 * Layout: loop never entered normally; asm goto enters body once.
 * Found by a review of the core's loop facts (a wrong certain verdict before). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
int hits, tries;
void *worker(void *arg) { hits++; return arg; }
int main(void) {
  pthread_t t;
  int i;
  for (i = 0; i < 0; i++) {
  inside:
    pthread_create(&t, 0, worker, 0);
  }
  hits = 5;
  if (tries++ == 0) { i = -1; __asm__ goto("jmp %l0" :::: inside); }
  return 0;
}
