/* Only the worker that draws ticket 0 with atomic_fetch_add writes table,
 * after some private work; main reads it after joining both. No race.
 * (A wrong race of the witness search before, as atomic_flag_spin_norace.) */
// TRUTH: no-race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
#include <pthread.h>
#include <stdatomic.h>
atomic_int tickets;
int rounds = 123;
long table;
void *worker(void *arg) {
  long work = 0;
  for (int i = 0; i < rounds; i++)
    work += i;
  if (atomic_fetch_add(&tickets, 1) == 0)
    table = work;
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return (int)table;
}
