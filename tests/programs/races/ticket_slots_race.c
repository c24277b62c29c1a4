/* The same workers, but the ticket is read outside the lock: the read races
 * with other workers' increments, and two workers can draw the same ticket
 * and write the same slot (no ticket, no key: the slot race stays). */
// TRUTH: race
// EXPECT: race
// EXPECT-EVA: race
// EXPECT-ALIAS: race
// RACE: must next_ticket R W
// RACE-SYNTACTIC: may slots A A
// RACE-EVA: may __malloc_main_l28 A A
// RACE-ALIAS: may __malloc_main_l28 A A
#include <pthread.h>
#include <stdlib.h>
int *slots;
int next_ticket;
pthread_mutex_t ticket_lock = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int mine;
  mine = next_ticket; /* @R */
  pthread_mutex_lock(&ticket_lock);
  next_ticket = next_ticket + 1; /* @W */
  pthread_mutex_unlock(&ticket_lock);
  slots[mine] = 1; /* @A */
  return arg;
}
int main(void) {
  pthread_t t;
  slots = malloc(64 * sizeof(int));
  if (!slots) return 1;
  for (int i = 0; i < 64; i++)
    pthread_create(&t, 0, worker, 0);
  return 0;
}
