/* A project's own lock functions (no body here: they could be assembly),
 * declared to Racer in a model file of their own next to this program;
 * the shipped models stay loaded (pthread_create is still known). */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
// NORACE: balance
// OPTS: -cc-models {dir}/custom_lock_model.yaml
#include <pthread.h>
struct spin { volatile int word; };
struct spin account_lock;
int balance;
extern void spin_acquire(struct spin *s);
extern void spin_release(struct spin *s);
void *deposit(void *arg) {
  spin_acquire(&account_lock);
  balance += 10;
  spin_release(&account_lock);
  return arg;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, deposit, 0);
  pthread_create(&b, 0, deposit, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return balance;
}
