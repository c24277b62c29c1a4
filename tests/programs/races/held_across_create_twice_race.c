/* The gate pattern through a helper called twice: each call creates a
 * worker while holding `gate` and then writes the setting. The first
 * worker may read the setting while the second call writes it.
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
static void spawn(pthread_t *t, int v) {
  pthread_mutex_lock(&gate);
  pthread_create(t, 0, worker, 0);
  setting = v;
  pthread_mutex_unlock(&gate);
}
int main(void) {
  pthread_t a, b;
  spawn(&a, 1);
  spawn(&b, 2);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
