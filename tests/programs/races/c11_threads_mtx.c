/* C11 <threads.h>: workers update a counter under an mtx_t and read a
 * configuration call_once initialised; thrd_join orders main's read. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: counter
// NORACE: config
#include <threads.h>
mtx_t lock;
once_flag once = ONCE_FLAG_INIT;
int counter, config;
void setup(void) { config = 7; }
int worker(void *arg) {
  call_once(&once, setup);
  mtx_lock(&lock);
  counter += config;
  mtx_unlock(&lock);
  return arg != 0;
}
int main(void) {
  thrd_t a, b;
  mtx_init(&lock, mtx_plain);
  thrd_create(&a, worker, 0);
  thrd_create(&b, worker, 0);
  thrd_join(a, 0);
  thrd_join(b, 0);
  return counter;
}
