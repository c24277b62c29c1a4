/* Lock through a pointer parameter that the callee reassigns: add() locks
 * the mutex it is given, except for bulk updates, which it routes to the
 * `slow` lock. The normal worker locks `fast`, the bulk worker `slow`, so
 * their updates of `total` are not excluded: a real race. The lockset engine
 * binds the formal `lk` to the caller's `&fast` for the whole callee and
 * ignores the assignment `lk = &slow`. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: race
// EXPECT-ALIAS: race
// EXPECT-EVA: race
// RACE: may total A A
#include <pthread.h>
pthread_mutex_t fast = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t slow = PTHREAD_MUTEX_INITIALIZER;
int total;
static void add(pthread_mutex_t *lk, int bulk) {
  if (bulk)
    lk = &slow;
  pthread_mutex_lock(lk);
  total += 1; /* @A */
  pthread_mutex_unlock(lk);
}
void *normal(void *arg) { add(&fast, 0); return arg; }
void *bulk(void *arg) { add(&fast, 1); return arg; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, normal, 0);
  pthread_create(&b, 0, bulk, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return total;
}
