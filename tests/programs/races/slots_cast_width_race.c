/* Per-thread slots of a byte buffer: worker i writes a status byte at
 * buf[i] and then clears "its" 32-bit word ((unsigned *)buf)[i]. Word i
 * covers bytes 4i..4i+3, which are other workers' status bytes.
 * Keys of element indices need one element size: an access through a cast pointer (Cil_shapes.steps_like). Found by a review. Race. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
#include <stdlib.h>
#define N 8
unsigned char *buf;
void *worker(void *arg) {
  long i = (long)arg;
  buf[i] = 1;
  ((unsigned int *)buf)[i] = 0;
  return 0;
}
int main(void) {
  pthread_t t[N];
  buf = malloc(4 * N);
  if (!buf) return 1;
  for (long i = 0; i < N; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (long i = 0; i < N; i++) pthread_join(t[i], 0);
  free(buf);
  return 0;
}
