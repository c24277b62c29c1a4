/* Twin of range_claim_norace with an off-by-one: the loop runs while
 * c <= end, so each worker also clears the first element of the next
 * claim. Race: two workers' writes of data[c]. */
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
  while (c <= end && c < len) {
    data[c] = 0;
    c = c + 1;
  }
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
