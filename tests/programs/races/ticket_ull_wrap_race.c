/* Tickets, (2) on 64 bits: an unsigned long long counter stepped by
 * 1ULL << 63 hands out 0, 2^63, 0: workers 1 and 3 both write slots[0].
 * TRUTH: race
 * Found by a review of the OCaml recognisers (a wrong certain verdict before). */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
#include <pthread.h>
int slots[4];
unsigned long long next_ticket;
pthread_mutex_t ticket_lock = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  unsigned long long mine;
  pthread_mutex_lock(&ticket_lock);
  mine = next_ticket;
  next_ticket = next_ticket + (1ULL << 63);
  pthread_mutex_unlock(&ticket_lock);
  if (mine < 4) slots[mine] = 1;
  return arg;
}
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, 0);
  return 0;
}
