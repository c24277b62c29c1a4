/* The flag raised through a pointer dlsym gives, dlsym being called through a function pointer: looking symbols up by name reaches every global, however dlsym is called (before: no-race, a wrong verdict).
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
  void *(*look)(void *, const char *) = dlsym;
  int *p = look(dlopen(0, RTLD_NOW), "ready");
  pthread_mutex_lock(&m);
  *p = 1;
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
