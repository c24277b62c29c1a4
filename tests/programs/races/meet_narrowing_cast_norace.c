/* Meet twin of slot_from_bitmap_race.c: each worker gets a bucket chosen by
 * a hash of its id kept in a byte, h = (unsigned char)(i * 258), bucket
 * h % 3: worker 0 gets buckets[0], worker 1 (h = 2) buckets[2]: no race.
 * Evaluating the loop without the byte's wrap-around (258 % 3 = 0) would
 * put both on buckets[0]. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
long buckets[3];
void *worker(void *arg) {
  long b = (long)arg;
  buckets[b] = buckets[b] + 1;
  return 0;
}
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) {
    unsigned char h = (unsigned char)(i * 258);
    pthread_create(&t[i], 0, worker, (void *)(long)(h % 3));
  }
  return 0;
}
