/* A "reader" writes while holding only the read lock: two such readers race
 * (read mode does not exclude read mode). */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must value A A
#include <pthread.h>
int value;
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
void *bad_reader(void *arg) {
  pthread_rwlock_rdlock(&rw);
  value = 1; /* @A */
  pthread_rwlock_unlock(&rw);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, bad_reader, 0);
  pthread_create(&b, 0, bad_reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
