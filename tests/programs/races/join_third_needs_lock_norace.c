/* Lock history through a join: main holds m across both creates and writes
 * `balance` before unlocking. The flusher needs m; the auditor joins the
 * flusher before its update. The flusher can finish only after main's unlock,
 * so the auditor's update comes after main's write. Racer needs the flusher
 * for the race (a join of a needed thread) but sees no imprecision in it. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
int balance;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_t flusher_id;
void *flusher(void *arg) {
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  return arg;
}
void *auditor(void *arg) {
  pthread_join(flusher_id, 0);
  balance += 10;
  return arg;
}
int main(void) {
  pthread_t t;
  pthread_mutex_lock(&m);
  pthread_create(&flusher_id, 0, flusher, 0);
  pthread_create(&t, 0, auditor, 0);
  balance = 100;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return balance;
}
