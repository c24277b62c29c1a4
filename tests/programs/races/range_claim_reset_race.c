/* Twin of range_claim_norace: the threads are started by a helper, and
 * main then rewinds the cursor (under the lock): later claims repeat the
 * ranges of earlier ones. A write of the cursor counts as made before the
 * threads only when no call that could start one comes first. Race: two
 * workers' writes of data[c]. */
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
  return arg;
}
pthread_t t[4];
static void start(void) {
  for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, 0);
}
int main(int argc, char **argv) {
  (void)argv;
  next = 0;
  len = 40 + argc;
  data = malloc(sizeof(int) * len);
  if (!data) return 1;
  start();
  pthread_mutex_lock(&lock);
  next = 0;
  pthread_mutex_unlock(&lock);
  for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  return 0;
}
