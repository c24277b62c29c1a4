/* TRUTH: race. The loop test (int)i < 1 compares the unsigned counter as
 * signed: i = 0, 0x80000000 (negative as int: passes), then wraps to 0
 * again, forever. Iterations 0 and 2 both create a worker with argument 0;
 * both write G[0] unlocked. Counter_loops.bounded reads the bound through
 * the sign-changing cast (1 - 1 + 0x80000000 <= UINT_MAX: "cannot wrap"),
 * so one_value_per_run claims one instance per value and Instance_keys
 * keys G[arg] per instance.
 * Found by a review of the OCaml recognisers (a wrong certain verdict before). */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
#include <stdlib.h>
char *G;
void *worker(void *arg) {
  G[(unsigned long)arg] = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  G = malloc(0x80000001ul);
  if (!G) return 0;
  for (unsigned i = 0; (int)i < 1; i += 0x80000000u)
    pthread_create(&t, 0, worker, (void *)(unsigned long)i);
  return 0;
}
