/* A limit of every backend here: each thread gets its own heap cell from
 * the same allocation site and writes it; main reads them after joining.
 * One site stands for both cells, so both threads write "the same" object
 * as far as the alias backend (and Eva) can tell: unknown, never no-race
 * by luck and never a false race. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
#include <stdlib.h>
void *worker(void *arg) {
  int *cell = arg;
  *cell = 1;
  return 0;
}
int main(void) {
  pthread_t t[2];
  int *cells[2];
  for (int i = 0; i < 2; i++) {
    cells[i] = malloc(sizeof(int));
    pthread_create(&t[i], 0, worker, cells[i]);
  }
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return *cells[0] + *cells[1];
}
