/* Twin of once_reset_race: the reset is a memset of the module struct that
 * holds the once control. build() runs again, writing table[0] while the
 * user thread reads it. Race on table[0] (and on mod). */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
#include <string.h>
struct module { pthread_once_t once; int refs; } mod = { PTHREAD_ONCE_INIT, 0 };
int table[4];
static void build(void) { table[0] = 1; }
static void module_reset(void) { memset(&mod, 0, sizeof mod); }
void *user(void *arg) {
  pthread_once(&mod.once, build);
  return (void *)(long)table[0];
}
int main(void) {
  pthread_t t;
  pthread_once(&mod.once, build);
  pthread_create(&t, 0, user, 0);
  module_reset();
  pthread_once(&mod.once, build);
  pthread_join(t, 0);
  return 0;
}
