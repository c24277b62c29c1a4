/* Twin of never_addressed_norace where `total`'s address is formed by
 * inline assembly (`leaq total(%rip)`): no `&` is written, but the asm
 * template names the symbol, and the worker writes through the pointer it
 * yields while main updates `total`. A global an asm template names counts
 * as addressed (only as a whole symbol: `o` is not named by `stosl`). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// OPTS: -machdep gcc_x86_64
#include <pthread.h>
static int total;
void *worker(void *arg) {
  int *p;
  __asm__("leaq total(%%rip), %0" : "=r"(p));
  *p = 7;
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  total = total + 1;
  pthread_join(t, 0);
  return total;
}
