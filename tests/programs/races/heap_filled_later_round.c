/* A consumer takes a pointer from a heap slot a producer fills, both under
 * the lock; main never initialises the slot. In the first round of Eva's
 * over run the consumer starts from main's state alone, where the slot is
 * uninitialised, and Eva finds the copy's use invalid there; the rounds go
 * on until every thread has seen the others' writes, and only the last
 * round's runs decide whether the analysis is complete. Everything is
 * locked: no race. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
#include <stdlib.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
struct box { int **slots; int used; } box;
int seen;
void *producer(void *arg) {
  pthread_mutex_lock(&m);
  box.slots[0] = arg;
  box.used = 1;
  pthread_mutex_unlock(&m);
  return 0;
}
int take(int **item) {
  int status = 0;
  pthread_mutex_lock(&m);
  *item = box.slots[0];
  pthread_mutex_unlock(&m);
  return status;
}
void *consumer(void *arg) {
  (void)arg;
  int *got;
  if (take(&got) == 0) {
    pthread_mutex_lock(&m);
    seen = (int)(long)got;
    pthread_mutex_unlock(&m);
  }
  return 0;
}
int value = 7;
int main(void) {
  box.slots = malloc(sizeof(int *));
  if (!box.slots) abort();
  pthread_t p, c;
  pthread_create(&p, 0, producer, &value);
  pthread_create(&c, 0, consumer, 0);
  pthread_join(p, 0);
  pthread_join(c, 0);
  free(box.slots);
  return 0;
}
