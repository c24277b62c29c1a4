/* Tickets, root cause (2): an unsigned ticket counter stepped by
 * 0x80000000u hands out 0, 0x80000000, 0, ...: the 1st and the 3rd of three
 * workers draw ticket 0 and both write slots[0]; nothing orders the first
 * worker's store (after its unlock) before the third one's.
 * TRUTH: race
 * Found by a review of the OCaml recognisers (a wrong certain verdict before). */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
#include <pthread.h>
int slots[4];
unsigned next_ticket;
pthread_mutex_t ticket_lock = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  unsigned mine;
  pthread_mutex_lock(&ticket_lock);
  mine = next_ticket;
  next_ticket = next_ticket + 0x80000000u;
  pthread_mutex_unlock(&ticket_lock);
  if (mine < 4)
    slots[mine] = 1;
  return arg;
}
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++)
    pthread_create(&t[i], 0, worker, 0);
  return 0;
}
