/* The same probe, but the disconnect joins only the first worker: the
 * second may still run when main writes after the `if`. The ghost of t2
 * stays 1 on the way through the disconnect, so Eva's over run proves
 * nothing here and the race is kept; the under run takes the probe's way
 * that starts the workers (a free choice), the probe then returns 0 and
 * main surely calls the disconnect, after which t2 surely runs: a certain
 * race for the Eva backend. The other backends cannot be sure; the witness
 * search answers 0 and shows the race. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: may d A B
// RACE-EVA: must d A B
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
void disconnect(void) { pthread_join(t1, 0); }
int main(void) {
  struct dev d;
  d.shared = 0;
  if (probe(&d) == 0)
    disconnect();
  d.shared = -1; /* @B */
  return d.shared;
}
