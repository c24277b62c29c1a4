/* Workers created in a loop with an unknown bound read `data`, which main
 * writes right after the loop and before joining them. Loops are taken to
 * run at least once (as for "surely executed"), so a worker surely runs
 * when main writes: a certain race. The join loop that follows (ids read
 * from an array: no single thread matched) ends them only from there on. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must data A B
#include <pthread.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int data;
void *reader(void *arg) {
  (void)arg;
  int x = data; /* @A */
  (void)x;
  return 0;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 16) abort(); /* an assumption, as SV-COMP writes them */
  pthread_t t[16];
  for (int i = 0; i < n; i++)
    pthread_create(&t[i], 0, reader, 0);
  data = 1; /* @B */
  for (int i = 0; i < n; i++)
    pthread_join(t[i], 0);
  return 0;
}
