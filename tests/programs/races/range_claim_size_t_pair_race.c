/* Range claims, (1), size_t form, pair as assignments: the copy loop compares (size_t)c <
 * (size_t)end. A worker whose claim fails keeps c = 0, end = -1, and
 * 0 < SIZE_MAX: it walks data[0..] (guarded by the array size) while the
 * worker that claimed [0, 8) writes data[0..7].
 * TRUTH: race
 * Found by a review of the OCaml recognisers (a wrong certain verdict before). */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
#include <pthread.h>
#include <stddef.h>
int next;
int data[16];
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int c, end;
  c = 0;
  end = -1;
  pthread_mutex_lock(&lock);
  if (next < 8) {
    c = next;
    end = next + 8;
    next = end;
  }
  pthread_mutex_unlock(&lock);
  for (; (size_t)c < (size_t)end; c = c + 1) {
    if (c >= 16) break;
    data[c] = 1;
  }
  return arg;
}
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return data[0];
}
