/* Twin of object_lock_element_norace.c where the premise fails: the
 * element's lock is a read/write lock taken in read mode, which two threads
 * hold at once: their updates of one cell race. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// RACE: may cells A A
#include <pthread.h>
#define N 4
struct cell {
  pthread_rwlock_t rw;
  long value;
};
struct cell cells[N];
void *worker(void *arg) {
  long id = (long)arg;
  for (int k = 0; k < 100; k++) {
    int i = (int)((id + k) % N);
    pthread_rwlock_rdlock(&cells[i].rw);
    cells[i].value++; /* @A */
    pthread_rwlock_unlock(&cells[i].rw);
  }
  return 0;
}
int main(void) {
  pthread_t t[N];
  for (int i = 0; i < N; i++) pthread_rwlock_init(&cells[i].rw, 0);
  for (long i = 0; i < N; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  return 0;
}
