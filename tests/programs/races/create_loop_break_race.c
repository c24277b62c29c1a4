/* Twin of create_loop_break_norace.c: `single` is 0, four workers run and
 * increment `hits` together. Truth: race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may hits A A
#include <pthread.h>
int hits;
int single = 0;
void *worker(void *arg) { hits++; /* @A */ return arg; }
int main(void) {
  pthread_t ids[4];
  int n = 0;
  for (int i = 0; i < 4; i++) {
    pthread_create(&ids[n++], 0, worker, 0);
    if (single)
      break;
  }
  for (int i = 0; i < n; i++)
    pthread_join(ids[i], 0);
  return 0;
}
