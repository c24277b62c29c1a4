/* An extern function without a body given `&x` (a parameter not pointer
 * to const) may write x, but need not: crc32_block only reads. The two
 * workers only read the table main filled before creating them: no race
 * (TSan 0/5 with the body linked in). Racer cannot see the body: its
 * accesses are possible only (flagged may), so unknown, not the wrong
 * certain race of before. A model says crc32_block returns, so that the
 * schedule of the race has no other obstacle; the witness search is off (a
 * paused call's possible accesses are no evidence). */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// OPTS: -racer-witness-steps 0 -cc-models {dir}/lib_extern_reader_norace.yaml
#include <pthread.h>
extern unsigned crc32_block(unsigned char *buf, int len); /* reads buf[0..len) */
unsigned char table[256];
void *worker(void *arg) {
  unsigned c;
  c = crc32_block(table, sizeof table); /* @A */
  return (void *)(unsigned long)c;
}
int main(void) {
  pthread_t t1, t2;
  for (int i = 0; i < 256; i++) table[i] = (unsigned char)i;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
