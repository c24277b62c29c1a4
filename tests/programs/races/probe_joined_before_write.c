/* A driver-style probe creates two workers only when it succeeds, and only
 * then does main disconnect (join them). After the `if`, main writes the
 * shared fields without the lock: on one way the workers were joined, on
 * the other they were never created. The CFG alone sees them running
 * there; Eva, with ghosts that track main's creates and joins through its
 * states (split on probe's return value), proves them over. */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-EVA: no-race
// EXPECT-ALIAS: unknown
// RACE-SYNTACTIC: may d A B
// RACE-ALIAS: may d A B
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
struct dev {
  pthread_mutex_t lock;
  int shared;
};
pthread_t t1, t2;
void *worker(void *arg) {
  struct dev *d = arg;
  pthread_mutex_lock(&d->lock);
  d->shared++; /* @A */
  pthread_mutex_unlock(&d->lock);
  return 0;
}
int probe(struct dev *d) {
  pthread_mutex_init(&d->lock, 0);
  if (__VERIFIER_nondet_int())
    return -1;
  pthread_create(&t1, 0, worker, d);
  pthread_create(&t2, 0, worker, d);
  return 0;
}
void disconnect(void) {
  pthread_join(t1, 0);
  pthread_join(t2, 0);
}
int main(void) {
  struct dev d;
  d.shared = 0;
  if (probe(&d) == 0)
    disconnect();
  d.shared = -1; /* @B */
  return d.shared;
}
