/* Twin of range_claim_norace: the cursor moves by 5 while a claim covers
 * 10 elements, so consecutive claims overlap by five elements. Race: two
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
    end = next + 10;
    next = next + 5;
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
  len = 40 + argc;
  data = malloc(sizeof(int) * len);
  if (!data) return 1;
  for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  return 0;
}
