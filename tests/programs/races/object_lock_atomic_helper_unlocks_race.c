/* Twin of object_lock_pointer_norace.c where the premise fails: the
 * program's own __VERIFIER_atomic_ helper (which the SV-COMP models list
 * as an atomic function) releases the account's mutex, so the fee charged
 * after it runs unprotected. The helper's body counts, not the model's
 * class (review of digest SL). */
// TRUTH: race
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
#include <pthread.h>
struct acct { pthread_mutex_t mu; int bal; };
struct acct accts[4];
void __VERIFIER_atomic_leave(struct acct *a) { pthread_mutex_unlock(&a->mu); }
void deposit(struct acct *a, int v) {
  pthread_mutex_lock(&a->mu);
  a->bal += v;
  __VERIFIER_atomic_leave(a);
  a->bal -= 1;                  /* fee, charged after the lock was left */
}
void *worker(void *arg) {
  for (int k = 0; k < 8; k++) deposit(&accts[k % 4], (int)(long)arg);
  return arg;
}
int main(void) {
  pthread_t a, b;
  for (int i = 0; i < 4; i++) pthread_mutex_init(&accts[i].mu, 0);
  pthread_create(&a, 0, worker, (void *)1);
  pthread_create(&b, 0, worker, (void *)2);
  pthread_join(a, 0); pthread_join(b, 0);
  return 0;
}
