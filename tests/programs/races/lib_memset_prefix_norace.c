/* The extent of a library access: memset(packet, 0, HDR) clears the first
 * HDR bytes only; main fills packet[HDR + 2] before joining. The bytes are
 * disjoint: no race (TSan 0/5; before: a wrong race, the access covered
 * the whole array). */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: packet
#include <pthread.h>
#include <string.h>
#define HDR 8
char packet[64];
void *clear_header(void *arg) {
  memset(packet, 0, HDR); /* @A */
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, clear_header, 0);
  packet[HDR + 2] = 'x'; /* @B */
  pthread_join(t, 0);
  return packet[0];
}
