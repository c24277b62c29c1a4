/* Readers hold the read lock, the writer the write lock: no race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
int value;
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
void *reader(void *arg) {
  pthread_rwlock_rdlock(&rw);
  int v = value;
  pthread_rwlock_unlock(&rw);
  return (void *)(long)v;
  (void)arg;
}
void *writer(void *arg) {
  pthread_rwlock_wrlock(&rw);
  value++;
  pthread_rwlock_unlock(&rw);
  return arg;
}
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, reader, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_create(&c, 0, writer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
