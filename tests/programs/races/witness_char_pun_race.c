/* Twin of witness_char_pun_norace.c: `level` is 1, its byte read as an
 * unsigned char is 1 < 128, and both threads increment x. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: must x A A
#include <pthread.h>
signed char level = 1;
int x;
void *t(void *a) {
  unsigned char *raw = (unsigned char *)&level;
  if (*raw < 128)
    x++; /* @A */
  return a;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t, 0);
  pthread_create(&b, 0, t, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
