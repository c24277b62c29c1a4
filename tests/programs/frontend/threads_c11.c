/* A C11 <threads.h> program: Frama-C 25's libc has no <threads.h>, Racer's
 * provides it (types, constants, prototypes with ACSL contracts); the C11
 * concurrency model makes thrd_create/join and mtx_lock/unlock threads and
 * locks. Nothing in this file needs rewriting. The race on `unguarded` is
 * possible, not certain: main returns early when mtx_init fails, and the
 * witness search does not run C11 threads. */
// VERDICT: unknown
// RACE: unguarded U1 U1
// NORACE: guarded
// REWRITES:
// NO-REWRITE-ERROR: threads.h: No such file or directory
#include <threads.h>

mtx_t lock;
once_flag once = ONCE_FLAG_INIT;
tss_t key;
int guarded, unguarded, initialised;

void init(void) { initialised = 1; }

int worker(void *arg) {
  call_once(&once, init);
  mtx_lock(&lock);
  guarded++;
  mtx_unlock(&lock);
  unguarded++; /* @U1 */
  thrd_yield();
  return arg != 0 ? thrd_success : thrd_error;
}

int main(void) {
  thrd_t a, b;
  int result;
  struct timespec pause = { 0, 1000 };
  if (mtx_init(&lock, mtx_plain | mtx_recursive) != thrd_success) return 1;
  tss_create(&key, 0);
  thrd_create(&a, worker, 0);
  thrd_create(&b, worker, &key);
  thrd_sleep(&pause, 0);
  thrd_join(a, &result);
  thrd_join(b, 0);
  mtx_destroy(&lock);
  return thrd_equal(thrd_current(), a) + result;
}
