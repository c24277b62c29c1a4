/* Both threads call a helper that updates a global without a lock; the
 * report shows the call trace through the helper. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must total A A
#include <pthread.h>
int total;
static void account(int v) { total += v; /* @A */ }
void *t1(void *arg) { account(1); return arg; }
void *t2(void *arg) { account(2); return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return total;
}
