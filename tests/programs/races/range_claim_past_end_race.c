/* Twin of range_claim_norace: after its loop the worker marks the element
 * just past its range (data[c] with c == end), the first element of the
 * next claim, which another worker clears. Race: the mark and the other
 * worker's write of data[c]. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdlib.h>
int next, len;
int *data;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int c, end;
  c = 0;
  end = 0;
  pthread_mutex_lock(&lock);
  if (next + 10 <= len) {
    c = next;
    next = end = next + 10;
  }
  pthread_mutex_unlock(&lock);
  while (c < end) {
    data[c] = 0;
    c = c + 1;
  }
  if (end > 0 && c < len)
    data[c] = 1;
  return arg;
}
int main(int argc, char **argv) {
  pthread_t t[4];
  (void)argv;
  next = 0;
  len = 40 + argc;
  data = malloc(sizeof(int) * len);
  if (!data) return 1;
  for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  return 0;
}
