/* main and the thread both update the log index under the same lock. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
int log_index;
pthread_mutex_t lm = PTHREAD_MUTEX_INITIALIZER;
void *logger(void *arg) { pthread_mutex_lock(&lm); log_index++; pthread_mutex_unlock(&lm); return arg; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, logger, 0);
  pthread_mutex_lock(&lm);
  log_index++;
  pthread_mutex_unlock(&lm);
  pthread_join(t, 0);
  return log_index;
}
