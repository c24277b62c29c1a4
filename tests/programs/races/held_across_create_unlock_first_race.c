/* Racy twin of held_across_create_norace.c: main releases m right after the
 * create and only then writes `balance`. The auditor's lock/unlock can now
 * complete before main's write, and both writes run outside any common
 * critical section: a real race (any schedule where the auditor passes its
 * lock pair and main has unlocked). */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may balance A B
#include <pthread.h>
int balance;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *auditor(void *arg) {
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  balance += 10; /* @A */
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&t, 0, auditor, 0);
  pthread_mutex_unlock(&m);
  balance = 100; /* @B */
  pthread_join(t, 0);
  return balance;
}
