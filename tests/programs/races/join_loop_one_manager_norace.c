/* Positive twin of join_loop_two_managers_race.c: one manager only. Its
 * paired join loop ends both workers before its unlocked read of `total`,
 * and no other thread writes it. Truth: no race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// NORACE: total
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int total;
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  total++;
  pthread_mutex_unlock(&m);
  return arg;
}
void *manager(void *arg) {
  pthread_t w[2];
  for (int i = 0; i < 2; i++) pthread_create(&w[i], 0, worker, 0);
  for (int i = 0; i < 2; i++) pthread_join(w[i], 0);
  return (void *)(long)total;
}
int main(void) {
  pthread_t m1;
  pthread_create(&m1, 0, manager, 0);
  pthread_join(m1, 0);
  return 0;
}
