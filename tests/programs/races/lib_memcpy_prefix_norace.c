/* The extent of a library access: memcpy(head, table, sizeof head) reads
 * table[0] and table[1] only (8 bytes from the pointer); the updater writes
 * table[7]. No byte is shared: no race (TSan 0/5; before: a wrong race on
 * the whole array). */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: table
#include <pthread.h>
#include <string.h>
int table[8];
void *updater(void *arg) { table[7] = 42; return arg; }
int main(void) {
  pthread_t u;
  int head[2];
  pthread_create(&u, 0, updater, 0);
  memcpy(head, table, sizeof head);  /* reads table[0] and table[1] only */
  pthread_join(u, 0);
  return head[0];
}
