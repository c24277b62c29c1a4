/* A second name for the flag through __attribute__((alias)): other raises ready_alias, which is ready, without writing data first (before: no-race, a wrong verdict).
 * Twin of flag_*_norace programs: main writes data, then raises the flag
 * under m; the reader reads data after seeing the flag set under m. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#define _GNU_SOURCE
#include <pthread.h>
#include <dlfcn.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int ready;
#define READY ready
int data;
extern int ready_alias __attribute__((alias("ready")));
void *reader(void *arg) {
  int seen = 0;
  pthread_mutex_lock(&m);
  if (READY) {
    pthread_mutex_unlock(&m);
    seen = data;
  } else
    pthread_mutex_unlock(&m);
  return (void *)(long)seen;
}
void *other(void *arg) {
  pthread_mutex_lock(&m);
  ready_alias = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
int main(void) {
  pthread_t r, o;
  pthread_create(&o, 0, other, 0);
  pthread_create(&r, 0, reader, 0);
  data = 42;
  pthread_mutex_lock(&m);
  READY = 1;
  pthread_mutex_unlock(&m);
  pthread_join(r, 0);
  pthread_join(o, 0);
  return 0;
}
