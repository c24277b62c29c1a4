/* Lock functions without arguments that guard one global: a model entry
 * names it with `lock-object:`. The update outside the critical section
 * races. */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must log_size A A
// NORACE: log_head
// OPTS: -cc-models {dir}/custom_lock_object.yaml
#include <pthread.h>
int big_kernel_lock;
int log_head;
int log_size;
extern void lock_kernel(void);
extern void unlock_kernel(void);
void *logger(void *arg) {
  lock_kernel();
  log_head++;
  unlock_kernel();
  log_size++; /* @A */
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, logger, 0);
  pthread_create(&b, 0, logger, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return log_head + log_size;
}
