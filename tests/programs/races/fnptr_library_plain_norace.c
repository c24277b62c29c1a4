/* Twin of fnptr_create_race: a library function the models give no class
 * (strlen) called through a pointer is no synchronisation, and the program
 * keeps its certain verdict (Eva's over run lets the pointer reach every
 * function, a cut recursion: unknown there). The worker and main count
 * under one lock. No race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: unknown
#include <pthread.h>
#include <string.h>
size_t (*measure)(const char *) = strlen;
size_t total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  size_t n = measure("worker");
  pthread_mutex_lock(&m);
  total += n;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  size_t n = measure("main");
  pthread_mutex_lock(&m);
  total += n;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return (int)total;
}
