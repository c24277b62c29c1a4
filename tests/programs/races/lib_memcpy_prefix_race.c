/* Twin of lib_memcpy_prefix_norace.c: the updater writes table[1], inside
 * the 8 bytes memcpy surely reads (a constant size > 0): a race (TSan 5/5). */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: may table A B
#include <pthread.h>
#include <string.h>
int table[8];
void *updater(void *arg) { table[1] = 42; /* @A */ return arg; }
int main(void) {
  pthread_t u;
  int head[2];
  pthread_create(&u, 0, updater, 0);
  memcpy(head, table, sizeof head); /* @B */
  pthread_join(u, 0);
  return head[0];
}
