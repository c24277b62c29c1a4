/* Range claims, (1): the loop tests the claimed range through unsigned
 * casts, (unsigned)c < (unsigned)end. A worker whose claim fails keeps the
 * initial pair c = 0, end = -1 (c >= end as ints), but 0u < 0xffffffffu:
 * the test passes and that worker writes data[0], data[1], ... up to the
 * end of the array (guarded), as does the worker that claimed [0, 10).
 * Both write data[0]: race.
 * TRUTH: race
 * Found by a review of the OCaml recognisers (a wrong certain verdict before). */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
#include <pthread.h>
int next, len = 10;
int data[64];
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int c, end;
  c = 0;
  end = -1;
  pthread_mutex_lock(&lock);
  if (next + 10 <= len) {
    c = next;
    next = end = next + 10;
  }
  pthread_mutex_unlock(&lock);
  while ((unsigned)c < (unsigned)end) {
    if (c >= 64) break;
    data[c] = 1;
    c = c + 1;
  }
  return arg;
}
int main(void) {
  pthread_t t[2];
  next = 0;
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
