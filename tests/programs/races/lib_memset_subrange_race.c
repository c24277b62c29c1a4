/* The extent of a library access: memset(&table[2], 0, 4 * sizeof(int))
 * clears table[2..5], from the pointed element on, 16 bytes. Main's write of
 * table[4] is inside: a race (TSan 5/5). Before, the access covered
 * table[2] only and the verdict was a wrong no-race. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must table A B
#include <pthread.h>
#include <string.h>
int table[8];
void *reset_middle(void *arg) {
  memset(&table[2], 0, 4 * sizeof(int)); /* @A */
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, reset_middle, 0);
  table[4] = 5; /* @B */
  pthread_join(t, 0);
  return table[4];
}
