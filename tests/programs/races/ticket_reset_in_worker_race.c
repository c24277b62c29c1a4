/* Twin of ticket_slots: a worker that finds the last slot taken rewinds the
 * counter (under the lock, but not as a ticket's increment): the next
 * workers draw tickets earlier ones hold. A write of the counter counts as
 * made before the threads only in main. Race on slots[mine]. */
// TRUTH: race
// EXPECT: unknown
// EXPECT-ALIAS: unknown
// EXPECT-EVA: unknown
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
  if (mine == 10) {
    pthread_mutex_lock(&ticket_lock);
    next_ticket = 0;
    pthread_mutex_unlock(&ticket_lock);
  }
  return arg;
}
int main(void) {
  pthread_t t;
  slots = malloc(256 * sizeof(int));
  if (!slots) return 1;
  for (int i = 0; i < 20; i++)
    pthread_create(&t, 0, worker, 0);
  return 0;
}
