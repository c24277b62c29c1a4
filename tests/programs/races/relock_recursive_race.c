/* Racy twin of relock_normal_deadlock_norace.c: the same program with the
 * mutex made PTHREAD_MUTEX_RECURSIVE. The re-lock in log_hit() succeeds, the
 * worker goes on and updates `hits` after its unlock, without a lock, while
 * main writes it: a real race. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may hits A B
#include <pthread.h>
pthread_mutex_t m;
int hits;
int log_len;
static void log_hit(void) {
  pthread_mutex_lock(&m);
  log_len++;
  pthread_mutex_unlock(&m);
}
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  log_hit();
  pthread_mutex_unlock(&m);
  hits++; /* @A */
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_mutexattr_t at;
  pthread_mutexattr_init(&at);
  pthread_mutexattr_settype(&at, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&m, &at);
  pthread_create(&t, 0, worker, 0);
  hits = 1; /* @B */
  pthread_join(t, 0);
  return hits;
}
