/* A mutex explicitly of type PTHREAD_MUTEX_NORMAL re-locked by its holder:
 * POSIX says the second lock deadlocks. The worker holds `m`, calls log_hit()
 * which locks `m` again and blocks for ever; the worker never reaches its
 * unprotected update of `hits` after the call. main's write of `hits` (no
 * lock) therefore meets no conflicting access: no race (the program hangs).
 * Racer continues past a self-deadlocking re-lock ("what follows does not
 * matter"), then pairs the never-executed update with main's write. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
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
  hits++;
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_mutexattr_t at;
  pthread_mutexattr_init(&at);
  pthread_mutexattr_settype(&at, PTHREAD_MUTEX_NORMAL);
  pthread_mutex_init(&m, &at);
  pthread_create(&t, 0, worker, 0);
  hits = 1;
  pthread_join(t, 0);
  return hits;
}
