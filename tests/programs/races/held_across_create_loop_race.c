/* Start-up gate: main holds `gate` while it creates each worker and
 * writes that worker's setting; a worker passes the gate before reading
 * the setting. For the first worker the gate orders main's write of
 * round 2 not at all: worker 1 may read while main, in round 2, writes.
 * Lock history orders nothing for a thread created several times. Found by a review. Race. */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
#include <stdio.h>
int setting;
pthread_mutex_t gate = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  pthread_mutex_lock(&gate);
  pthread_mutex_unlock(&gate);
  printf("%d\n", setting);
  return arg;
}
int main(void) {
  pthread_t t[2];
  for (int i = 0; i < 2; i++) {
    pthread_mutex_lock(&gate);
    pthread_create(&t[i], 0, worker, 0);
    setting = i + 1;
    pthread_mutex_unlock(&gate);
  }
  for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
  return 0;
}
