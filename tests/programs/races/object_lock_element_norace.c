/* Per-element locks (digest SL): each account of an array carries its own
 * mutex, and a thread updates account i only while holding accounts[i].mu,
 * with i unchanged in between. Two updates of one account hold one mutex;
 * updates of two accounts touch disjoint memory. Twins:
 * object_lock_index_changed_race.c, object_lock_read_mode_race.c. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// DECIDED-BY: SL
#include <pthread.h>
#define N 4
struct account {
  pthread_mutex_t mu;
  long balance;
  int ops;
};
struct account accounts[N];
void *worker(void *arg) {
  long id = (long)arg;
  for (int k = 0; k < 100; k++) {
    int i = (int)((id + k) % N);
    pthread_mutex_lock(&accounts[i].mu);
    accounts[i].balance += 10;
    accounts[i].ops++;
    pthread_mutex_unlock(&accounts[i].mu);
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
