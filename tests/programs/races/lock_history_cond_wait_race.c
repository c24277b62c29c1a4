/* Twin of held_across_create_norace.c where the premise of the lock-history
 * digest (LH) fails: main holds m across the create, but then waits on a
 * condition with m, which gives m back during the wait. The child takes m,
 * raises `go`, signals and leaves m; its write of `balance` then runs
 * alongside main's, made after the wait. A wait on m ends "held since the
 * create". */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may balance A B
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
int go;
int balance;
void *child(void *arg) {
  pthread_mutex_lock(&m);
  go = 1;
  pthread_cond_signal(&cv);
  pthread_mutex_unlock(&m);
  balance += 10; /* @A */
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, 0, child, 0);
  while (!go)
    pthread_cond_wait(&cv, &m);
  balance = 100; /* @B */
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return balance;
}
