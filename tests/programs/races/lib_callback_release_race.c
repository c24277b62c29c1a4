/* A callback that releases its caller's lock: run_deferred (another
 * translation unit, no body here) calls the function it is given, and
 * `leave` unlocks m, which the worker holds. The worker's increment after
 * run_deferred is then unprotected, against main's locked one: a race (TSan
 * 5/5 with `void run_deferred(void (*f)(void)) { f(); }` linked in). Racer
 * runs callbacks as threads of their own, which cannot release the
 * caller's locks: a callback that releases a lock forbids no-race
 * (callback-release). Before, the callback was never analysed and the
 * verdict was a wrong no-race. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-EVA: unknown
// EXPECT-ALIAS: unknown
// RACE: may balance A B
#include <pthread.h>
#include <unistd.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int balance;
extern void run_deferred(void (*step)(void));
static void leave(void) { pthread_mutex_unlock(&m); }
void *worker(void *arg) {
  pthread_mutex_lock(&m);
  run_deferred(leave);
  balance += 1; /* @A */
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  usleep(100000);
  pthread_mutex_lock(&m);
  balance += 2; /* @B */
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return balance;
}
