/* Slot keys, Fresh kind: the program's own static malloc (an arena that
 * hands out the same cell every time, stdlib.h not included) is taken for
 * the C library's: every worker gets the same block and writes it.
 * TRUTH: race
 * Found by a review of the OCaml recognisers (a wrong certain verdict before). */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
#include <pthread.h>
static long cell[4];
static void *malloc(unsigned long n) { (void)n; return cell; }
void *worker(void *arg) {
  long *b = arg;
  *b = *b + 1;
  return 0;
}
int main(void) {
  pthread_t t[4];
  for (int i = 0; i < 4; i++) {
    long *b = malloc(sizeof(long));
    pthread_create(&t[i], 0, worker, b);
  }
  return 0;
}
