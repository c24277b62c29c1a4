/* One thread stored in an array slot and joined through it before main
 * reads: no race, but the join's id `t[0]` matches no create syntactically
 * (the Eva backend matches it through the id cell both name). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
int data;
void *thread(void *arg) { data = 1; return arg; }
int main(void) {
  pthread_t t[1];
  pthread_create(&t[0], 0, thread, 0);
  pthread_join(t[0], 0);
  return data;
}
