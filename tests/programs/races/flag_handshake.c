/* Main fills `data`, then raises `ready` under a mutex and broadcasts; the
 * workers wait under the mutex until they see `ready` set, then read
 * `data`: main's write happens before their reads (publication flag). */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: data
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t published = PTHREAD_COND_INITIALIZER;
int ready;
int data;
void *reader(void *arg) {
  int seen;
  pthread_mutex_lock(&m);
  while (!ready)
    pthread_cond_wait(&published, &m);
  pthread_mutex_unlock(&m);
  seen = data;
  return (void *)(long)seen;
  (void)arg;
}
int main(void) {
  pthread_t t[4];
  for (int i = 0; i < 4; i++)
    pthread_create(&t[i], 0, reader, 0);
  data = 42;
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_cond_broadcast(&published);
  pthread_mutex_unlock(&m);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
  return 0;
}
