/* Meets, simulated loop: the program defines its own ffs (here the
 * identity, a "slot of" function), so worker i gets slot i: four
 * workers, four distinct elements of stats. The C library's ffs would give
 * 0,1,2,1 and pair workers 1 and 3 on stats[1].
 * TRUTH: no-race (static variant)
 * Found by a review of the OCaml recognisers (a wrong certain verdict before). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
long stats[4];
static int ffs(int x) { return x; }
void *worker(void *arg) {
  int k = (int)(long)arg;
  stats[k] = stats[k] + 1;
  return 0;
}
int main(void) {
  pthread_t t[4];
  int j;
  for (int i = 0; i < 4; i++) {
    j = ffs(i);
    pthread_create(&t[i], 0, worker, (void *)(long)j);
  }
  return 0;
}
