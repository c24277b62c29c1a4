/* The reader spins on an atomic flag that main raises after writing data:
 * the spin orders the write before the read (release/acquire), so there is
 * no race. The engines do not see that ordering: the race they find on
 * data is not certain, since an atomic spin can order it away. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may data W R
#include <pthread.h>
int ready;
int data;
void *reader(void *arg) {
  while (!__atomic_load_n(&ready, __ATOMIC_ACQUIRE))
    ;
  int seen = data; /* @R */
  return (void *)(long)seen;
  (void)arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, reader, 0);
  data = 42; /* @W */
  __atomic_store_n(&ready, 1, __ATOMIC_RELEASE);
  pthread_join(t, 0);
  return 0;
}
