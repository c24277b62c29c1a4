/* Chunked self-scheduling over a byte buffer: fillers claim 8 bytes at a
 * time, packers claim chunks of the same cursor but write 32-bit words of
 * the buffer at the claimed index. Claimed indices are disjoint, bytes are not.
 * Keys of element indices need one element size: an access through a cast pointer (Cil_shapes.steps_like). Found by a review. Race. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>
int next;
unsigned char *buf;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
void *filler(void *arg) {
  int c, end;
  pthread_mutex_lock(&lock);
  c = next;
  end = next + 8;
  next = end;
  pthread_mutex_unlock(&lock);
  while (c < end) {
    buf[c] = 1;
    c = c + 1;
  }
  return arg;
}
void *packer(void *arg) {
  int c, end;
  pthread_mutex_lock(&lock);
  c = next;
  end = next + 2;
  next = end;
  pthread_mutex_unlock(&lock);
  while (c < end) {
    ((unsigned int *)buf)[c] = 0;
    c = c + 1;
  }
  return arg;
}
int main(void) {
  pthread_t t1, t2;
  next = 0;
  buf = malloc(64);
  if (!buf) return 1;
  pthread_create(&t1, 0, filler, 0);
  pthread_create(&t2, 0, packer, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return buf[3];
}
