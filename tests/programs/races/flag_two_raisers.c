/* Two threads raise the flag, only one of them wrote `data` first: a reader
 * that saw the flag may have seen the other raiser's, so the write and the
 * read race. A flag orders only the accesses of its single raiser. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may data A B
// Checks the static analysis alone: the witness search (docs/witnesses.md)
// would show the race.
// OPTS: -racer-witness-steps 0
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int ready;
int data;
void *careful(void *arg) {
  data = 1; /* @A */
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
void *hasty(void *arg) {
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_mutex_unlock(&m);
  return arg;
}
void *reader(void *arg) {
  int seen = 0, go;
  pthread_mutex_lock(&m);
  go = ready;
  pthread_mutex_unlock(&m);
  if (go)
    seen = data; /* @B */
  return (void *)(long)seen;
  (void)arg;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, careful, 0);
  pthread_create(&b, 0, hasty, 0);
  pthread_create(&c, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
