/* A second name for the flag: ready2 has the asm label "ready", so other's raise of ready2 raises ready without writing data first; the reader may then read data while main writes it. A declaration with an asm label makes the symbol it names reachable otherwise than by its name (before: no-race, a wrong verdict).
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
extern int ready2 __asm__("ready");
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
  ready2 = 1;
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
