/* Escape twin of per_thread_locals.c / thread_arg_local.c: main publishes
 * the address of its local `req` through an atomic pointer store (a
 * one-slot mailbox), then keeps writing `req`; the worker takes the pointer
 * from the mailbox and writes through it. The atomic store orders only
 * what main wrote before it: main's later write and the worker's write are
 * unordered, a race. The local escapes through the atomic operation's
 * value, which is a pointer flow too. */
// TRUTH: race
// OPTS: -machdep gcc_x86_64
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
// RACE: may req A B
#include <pthread.h>
#include <unistd.h>
int *mailbox;
void *worker(void *arg) {
  usleep(1000);
  int *p = __atomic_load_n(&mailbox, __ATOMIC_ACQUIRE);
  if (p) *p = 2; /* @A */
  return arg;
}
int main(void) {
  pthread_t t;
  int req = 0;
  pthread_create(&t, 0, worker, 0);
  __atomic_store_n(&mailbox, &req, __ATOMIC_RELEASE);
  req = 1; /* @B */
  pthread_join(t, 0);
  return req;
}
