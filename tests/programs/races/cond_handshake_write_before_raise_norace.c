/* Positive twin of cond_handshake_write_after_raise_norace.c: main writes
 * `balance` in its critical section BEFORE raising `ready`. The
 * publication-flag rule applies (main is the flag's unique raiser, always
 * under m; the auditor passes `while (!ready)` holding m), so main's write
 * and the auditor's update are ordered: no race. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// NORACE: balance
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int ready;
int balance;
void *auditor(void *arg) {
  pthread_mutex_lock(&m);
  while (!ready)
    pthread_cond_wait(&cv, &m);
  pthread_mutex_unlock(&m);
  balance += 10;
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, 0, auditor, 0);
  balance = 100;
  ready = 1;
  pthread_cond_signal(&cv);
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return balance;
}
