/* Twin of range_claim_norace: a worker whose claim fails falls back to
 * the first ten elements (c = 0, end = 10 before the claim), which every
 * such worker then clears at once. Race: two workers' writes of data[c]. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
#include <stdlib.h>
int next, len;
int *data;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int c, end;
  c = 0;
  end = 10;
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
  return arg;
}
int main(int argc, char **argv) {
  pthread_t t[4];
  (void)argv;
  next = 0;
  len = 15 + argc;
  data = malloc(sizeof(int) * len);
  if (!data) return 1;
  for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  return 0;
}
