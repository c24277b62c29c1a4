/* A C11 mutex created recursive (mtx_plain | mtx_recursive) is re-locked by
 * a helper: the update after the helper's unlock is still protected. With
 * a plain mtx_t it would not be (and re-locking would block). */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: total
#include <threads.h>
mtx_t lock;
int total;
void add(void) {
  mtx_lock(&lock);
  total++;
  mtx_unlock(&lock);
}
int worker(void *arg) {
  mtx_lock(&lock);
  add();
  total++;
  mtx_unlock(&lock);
  return arg != 0;
}
int main(void) {
  thrd_t a, b;
  mtx_init(&lock, mtx_plain | mtx_recursive);
  thrd_create(&a, worker, 0);
  thrd_create(&b, worker, 0);
  thrd_join(a, 0);
  thrd_join(b, 0);
  return total;
}
