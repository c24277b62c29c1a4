/* A library function writes the shared buffer (memset through its address)
 * while main writes one element: the write inside memset is seen. printf
 * only reads `label` (its parameter is const), so `label` does not race. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must buf A B
// NORACE: label
#include <pthread.h>
#include <stdio.h>
#include <string.h>
int buf[4];
char label[8] = "buf";
void *clear(void *arg) { memset(buf, 0, sizeof buf); /* @A */ printf("%s\n", label); return arg; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, clear, 0);
  buf[1] = 2; /* @B */
  printf("%s\n", label);
  pthread_join(t, 0);
  return 0;
}
