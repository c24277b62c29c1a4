/* Twin of object_lock_element_norace.c where the premise fails: the index
 * moves on between the lock and the update, so a thread holds the mutex of
 * account i while it updates account i + 1, which another thread may be
 * updating under that account's own mutex. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// RACE: may accounts A A
#include <pthread.h>
#define N 4
struct account {
  pthread_mutex_t mu;
  long balance;
};
struct account accounts[N];
void *worker(void *arg) {
  long id = (long)arg;
  for (int k = 0; k < 100; k++) {
    int i = (int)((id + k) % N);
    pthread_mutex_lock(&accounts[i].mu);
    i = (i + 1) % N;
    accounts[i].balance += 10; /* @A */
    pthread_mutex_unlock(&accounts[(i + N - 1) % N].mu);
  }
  return 0;
}
int main(void) {
  pthread_t t[N];
  for (int i = 0; i < N; i++) pthread_mutex_init(&accounts[i].mu, 0);
  for (long i = 0; i < N; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < N; i++) pthread_join(t[i], 0);
  return 0;
}
