/* Twin of lock_param_reassigned_race.c without the override: add() always
 * locks the mutex it is given, both workers give `&fast`: excluded. */
// TRUTH: no-race
// OPTS: -machdep gcc_x86_64
// EXPECT: no-race
// EXPECT-ALIAS: no-race
// EXPECT-EVA: no-race
// NORACE: total
#include <pthread.h>
pthread_mutex_t fast = PTHREAD_MUTEX_INITIALIZER;
int total;
static void add(pthread_mutex_t *lk, int bulk) {
  pthread_mutex_lock(lk);
  total += bulk ? 10 : 1;
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
