/* A local's address published by an atomic store before the create, read
 * back by an atomic load in the thread: the thread's read through the
 * pointer meets main's later write of the local. The alias backend took no
 * pointer flow through atomic operations (they were synchronisation): the
 * pointer reached nothing and the verdict was a wrong no-race. Atomic
 * operations now move values like the loads and stores they are
 * (frama-plugin/alias/extract_flows.ml). Eva's over run is cut short at the read
 * through p (its value for the spec-less __atomic_load_n is an integer): the
 * Eva backend falls back to the alias backend's races (docs/engines.md,
 * "Eva fallback"), whose certain race it keeps. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE-ALIAS: may req A B
// RACE-EVA: may req A B
#include <pthread.h>
int *mailbox;
void *worker(void *arg) {
  int *p = __atomic_load_n(&mailbox, __ATOMIC_ACQUIRE);
  int x = *p; /* @A */
  return (void *)(long)x;
}
int main(void) {
  pthread_t t;
  int req = 0;
  __atomic_store_n(&mailbox, &req, __ATOMIC_RELEASE);
  pthread_create(&t, 0, worker, 0);
  req = 1; /* @B */
  pthread_join(t, 0);
  return req;
}
