/* Twins the Eva ghosts of main's threads (live_ghosts.ml, children_ended):
 * as probe_joined_before_write.c, but a quick disconnect joins only the
 * first worker; on that way t2 still runs when main writes dev.shared
 * without the lock. The ghost of t2 is 1 there, so main's write must not
 * be flagged children_ended. (The device is a global here, so a worker
 * outliving main touches live memory.) Truth: race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// RACE: may dev A B
#include <pthread.h>
extern int __VERIFIER_nondet_int(void);
struct dev { pthread_mutex_t lock; int shared; };
struct dev dev;
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
  if (__VERIFIER_nondet_int()) return -1;
  pthread_create(&t1, 0, worker, d);
  pthread_create(&t2, 0, worker, d);
  return 0;
}
void disconnect(int quick) {
  pthread_join(t1, 0);
  if (!quick) pthread_join(t2, 0);
}
int main(void) {
  dev.shared = 0;
  if (probe(&dev) == 0) disconnect(__VERIFIER_nondet_int());
  dev.shared = -1; /* @B */
  return dev.shared;
}
