/* Each worker draws a ticket from a counter it reads and increments under
 * a lock, then writes the slot its ticket picks: no two workers draw the
 * same ticket, so no two write the same slot. */
// TRUTH: no-race
// EXPECT: no-race
// EXPECT-EVA: no-race
// EXPECT-ALIAS: no-race
#include <pthread.h>
#include <stdlib.h>
int *slots;
int next_ticket;
pthread_mutex_t ticket_lock = PTHREAD_MUTEX_INITIALIZER;
void *worker(void *arg) {
  int mine;
  pthread_mutex_lock(&ticket_lock);
  mine = next_ticket;
  next_ticket = next_ticket + 1;
  pthread_mutex_unlock(&ticket_lock);
  slots[mine] = 1;
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
