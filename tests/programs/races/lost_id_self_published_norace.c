/* Twin of lost_id_loop_race: the first worker's slot is overwritten by the
 * create loop, but that worker hands its own id out (pthread_self) and main
 * joins it through that copy before reading the total: no race. A program
 * that asks a thread for its own id gets no lost ids. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t published_cond = PTHREAD_COND_INITIALIZER;
int total, published;
pthread_t first;
void *worker(void *arg) {
  if (arg) {
    pthread_mutex_lock(&m);
    first = pthread_self();
    published = 1;
    pthread_cond_signal(&published_cond);
    pthread_mutex_unlock(&m);
  }
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t tids[4];
  pthread_create(&tids[0], 0, worker, (void *)1);
  for (int i = 0; i < 4; i++)
    pthread_create(&tids[i], 0, worker, 0);
  for (int i = 0; i < 4; i++)
    pthread_join(tids[i], 0);
  pthread_mutex_lock(&m);
  while (!published)
    pthread_cond_wait(&published_cond, &m);
  pthread_t t = first;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return total;
}
