/* TRUTH: race -- control for p15 without a loop: the create is reached only
 * through an asm goto to a label after a return.
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
  hits = 5;
  if (tries++ == 0) __asm__ goto("jmp %l0" :::: inside);
  return 0;
inside:
  pthread_create(&t, 0, worker, 0);
  hits = 6;
  return 0;
}
