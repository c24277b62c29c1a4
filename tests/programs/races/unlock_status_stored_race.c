/* The status of an unlock is stored once the lock is released: two
 * threads store it into the same shared field after their own unlocks, so
 * the stores race although each statement starts with the mutex held. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// RACE: may st A A
#include <pthread.h>
struct stats {
  pthread_mutex_t mu;
  int last_status;
  int uses;
} st = {PTHREAD_MUTEX_INITIALIZER, 0, 0};
void *worker(void *arg) {
  pthread_mutex_lock(&st.mu);
  st.uses++;
  st.last_status = pthread_mutex_unlock(&st.mu); /* @A */
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return st.uses;
}
